import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, invalidFields } from './errors.ts';
import { findForbiddenCharacters } from './input-guard.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export type Upload = {
  data: Buffer;
  filename: string;
  /** Read from the content, never the type the sender declared. */
  mimetype: string;
  extension: string;
  fields: Record<string, string>;
};

type FileType = { mime: string; ext: string };

function fieldValues(file: MultipartFile): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    const first = Array.isArray(field) ? field[0] : field;
    if (first && first.type === 'field') values[name] = String(first.value);
  }
  return values;
}

/**
 * Word, Excel and PowerPoint before 2007 share one container (CFB); the stream each program
 * writes tells them apart. Any other CFB file (an installer, an Outlook message) matches none.
 */
const LEGACY_OFFICE_TYPES = [
  { mime: 'application/msword', ext: 'doc', stream: 'WordDocument' },
  { mime: 'application/vnd.ms-powerpoint', ext: 'ppt', stream: 'PowerPoint Document' },
  { mime: 'application/vnd.ms-excel', ext: 'xls', stream: 'Workbook' },
  { mime: 'application/vnd.ms-excel', ext: 'xls', stream: 'Book' },
];

function legacyOfficeType(data: Buffer, declared: string): FileType | undefined {
  const found = LEGACY_OFFICE_TYPES.filter(({ stream }) => data.includes(Buffer.from(stream, 'utf16le')));
  // A document may embed another (a table in a letter): the sender's word only picks among the found.
  return found.find(({ mime }) => mime === declared) ?? found[0];
}

/** Control characters other than tab, line feed, form feed and carriage return never occur in text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\x00-\x08\x0B\x0E-\x1F]/;
const isText = (data: Buffer) => !CONTROL_CHARACTER.test(data.toString('latin1'));
/** HTML, SVG or XML under a text name would be a page for the browser, not a text to read. */
const startsWithMarkup = (data: Buffer) => /^\uFEFF?\s*</.test(data.subarray(0, 1024).toString('utf8'));

/**
 * Plain text and CSV have no signature: accepted where allowed when the content is text and not
 * markup. Any encoding passes (French Excel writes Windows-1252); CSV when the sender says so.
 */
function textType(data: Buffer, file: MultipartFile, allowedTypes: readonly string[]): FileType | undefined {
  if (!isText(data) || startsWithMarkup(data)) return undefined;
  const saysCsv = file.mimetype === 'text/csv' || path.extname(file.filename).toLowerCase() === '.csv';
  if (saysCsv && allowedTypes.includes('text/csv')) return { mime: 'text/csv', ext: 'csv' };
  if (allowedTypes.includes('text/plain')) return { mime: 'text/plain', ext: 'txt' };
  return undefined;
}

async function detectType(
  data: Buffer,
  file: MultipartFile,
  allowedTypes: readonly string[],
): Promise<FileType | undefined> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected) return textType(data, file, allowedTypes);
  if (detected.mime === 'application/x-cfb') return legacyOfficeType(data, file.mimetype);
  return detected;
}

/**
 * Reads the one file of a multipart request (and its text fields), refusing what is not allowed
 * with a French message. The type and the stored extension come from the content: a page renamed
 * `photo.png` is refused, a PNG sent as a PDF is a PNG.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { allowedTypes: readonly string[]; typeMessage: string },
): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('Veuillez choisir un fichier', 'FILE_REQUIRED');
  const file = await request.file();
  if (!file) throw badRequest('Veuillez choisir un fichier', 'FILE_REQUIRED');
  const data = await file.toBuffer();
  // toBuffer() misses the limit when it is reached in the last chunk; the stream's flag never does.
  if (file.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  const fields = fieldValues(file);
  const forbidden = [
    ...findForbiddenCharacters(file.filename, file.fieldname),
    ...findForbiddenCharacters(fields),
  ];
  if (forbidden.length > 0) throw invalidFields(forbidden);
  if (data.length === 0) throw badRequest('Le fichier est vide', 'FILE_EMPTY');
  const type = await detectType(data, file, options.allowedTypes);
  if (!type || !options.allowedTypes.includes(type.mime)) throw badRequest(options.typeMessage, 'FILE_TYPE');
  return { data, filename: file.filename, mimetype: type.mime, extension: type.ext, fields };
}
