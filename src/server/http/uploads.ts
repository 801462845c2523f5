import path from 'node:path';
import { finished, type Readable, Transform, type TransformCallback } from 'node:stream';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_EMPTY, FILE_REQUIRED } from '../../domain/errors.ts';
import type { FileStorage } from '../infra/storage/storage.ts';
import { badRequest, invalidFields } from './errors.ts';
import { findForbiddenCharacters } from './input-guard.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * What is read before anything is stored: enough for file-type to tell every accepted format,
 * an OOXML or OpenDocument archive (whose first entries name the format) included.
 */
const HEAD_BYTES = 64 * 1024;

type FileType = { mime: string; ext: string };
type FileStream = MultipartFile['file'];

/**
 * The file's bytes on their way to storage, counted and checked as they pass. A file that turns
 * out too large, or not text after all, fails the stream: storage then keeps none of it.
 */
class UploadBody extends Transform {
  /** Not `size` nor `length`: the S3 client would take it for the length of the whole file. */
  bytesSeen = 0;
  /** Why the file was refused on the way; storage may fail with its own error on top of it. */
  refusal: Error | undefined;
  readonly #source: FileStream;
  readonly #refuseChunk: (chunk: Buffer, size: number) => Error | undefined;
  readonly #tooLarge: () => Error;

  constructor(
    source: FileStream,
    refuseChunk: (chunk: Buffer, size: number) => Error | undefined,
    tooLarge: () => Error,
  ) {
    super();
    this.#source = source;
    this.#refuseChunk = refuseChunk;
    this.#tooLarge = tooLarge;
    // The file may be refused before storage reads it (while the feature checks its fields): the
    // refusal is kept and answered by `putUpload`, never left to crash the process.
    this.on('error', () => undefined);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytesSeen += chunk.length;
    const refusal = this.#refuseChunk(chunk, this.bytesSeen);
    if (refusal) this.#refuse(refusal, callback);
    else callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    // The file stream ends quietly at the server's limit: only its flag tells a cut file.
    if (this.#source.truncated) this.#refuse(this.#tooLarge(), callback);
    else callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // Whatever stops the file early (a refusal, storage failing, an answer sent before storing),
    // the rest of the request is read and dropped, so that the sender receives the answer.
    if (!this.#source.readableEnded) {
      this.#source.unpipe(this);
      this.#source.resume();
    }
    callback(error);
  }

  #refuse(refusal: Error, callback: TransformCallback): void {
    this.refusal = refusal;
    callback(refusal);
  }
}

export type Upload = {
  filename: string;
  /** Read from the content, never the type the sender declared. */
  mimetype: string;
  extension: string;
  fields: Record<string, string>;
  /** Not read yet beyond its first bytes: stored once, by `storeUpload` or `putUpload`. */
  body: UploadBody;
};

/** The file of each request still being read, dropped when the answer leaves before it was stored. */
const unfinishedBodies = new WeakMap<FastifyRequest, UploadBody>();

/** Multipart bodies of at most one file of `maxBytes`, read as they arrive. */
export async function registerUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 20 } });
  app.addHook('onSend', async (request, _reply, payload) => {
    unfinishedBodies.get(request)?.destroy();
    return payload;
  });
}

function fieldValues(file: MultipartFile): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    const first = Array.isArray(field) ? field[0] : field;
    if (first && first.type === 'field') values[name] = String(first.value);
  }
  return values;
}

/**
 * Reads the stream until `size` bytes (or its end) and pauses it there. `ended` says that
 * nothing follows.
 */
function readHead(source: Readable, size: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const settle = (error: Error | null | undefined, ended: boolean) => {
      source.off('data', onData);
      stopWatching();
      source.pause();
      if (error) reject(error);
      else resolve({ head: Buffer.concat(chunks), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= size) settle(null, false);
    };
    const stopWatching = finished(source, (error) => settle(error, true));
    source.on('data', onData);
  });
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
const isLegacyOfficeType = (mime: string) => LEGACY_OFFICE_TYPES.some((type) => type.mime === mime);

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

/** Pre-2007 Office files name their streams in a directory that may sit anywhere, often at the end. */
const isCompoundFile = (type: FileType | undefined) => type?.mime === 'application/x-cfb';

/** An XML declaration, comments and a doctype may come before the `<svg>` element. */
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

/**
 * SVG has no signature either: where allowed, text whose first element is `<svg>`. It is markup a
 * browser runs: the feature that accepts it sanitises it before storing it.
 */
function svgType(data: Buffer, allowedTypes: readonly string[]): FileType | undefined {
  if (!allowedTypes.includes('image/svg+xml') || !isText(data)) return undefined;
  return SVG_START.test(data.toString('utf8')) ? { mime: 'image/svg+xml', ext: 'svg' } : undefined;
}

async function detectType(
  head: Buffer,
  file: MultipartFile,
  allowedTypes: readonly string[],
): Promise<FileType | undefined> {
  // Before file-type, which takes an SVG that opens with `<?xml` for any XML file.
  return (
    svgType(head, allowedTypes) ?? (await fileTypeFromBuffer(head)) ?? textType(head, file, allowedTypes)
  );
}

type UploadOptions = {
  allowedTypes: readonly string[];
  typeMessage: string;
  /** A limit of the feature's own, below the server's (an avatar: 2 MB), refused with its message. */
  limit?: { bytes: number; message: string };
};

/**
 * Reads the one file of a multipart request (and its text fields, sent ahead of it), refusing
 * what is not allowed with a French message. The type and the stored extension come from the
 * content: a page renamed `photo.png` is refused, a PNG sent as a PDF is a PNG. Only the first
 * bytes are read here; the rest flows to storage, checked on the way.
 */
export async function readUpload(request: FastifyRequest, options: UploadOptions): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(FILE_REQUIRED, 'FILE_REQUIRED');
  const file = await request.file();
  if (!file) throw badRequest(FILE_REQUIRED, 'FILE_REQUIRED');
  const source = file.file;
  const tooLarge = () => new request.server.multipartErrors.RequestFileTooLargeError();
  const refuseType = () => badRequest(options.typeMessage, 'FILE_TYPE');
  let checkText = false;
  const body = new UploadBody(
    source,
    (chunk, size) => {
      if (options.limit && size > options.limit.bytes)
        return badRequest(options.limit.message, 'FILE_TOO_LARGE');
      if (checkText && !isText(chunk)) return refuseType();
      return undefined;
    },
    tooLarge,
  );
  unfinishedBodies.set(request, body);

  const fields = fieldValues(file);
  const forbidden = [
    ...findForbiddenCharacters(file.filename, file.fieldname),
    ...findForbiddenCharacters(fields),
  ];
  if (forbidden.length > 0) throw invalidFields(forbidden);
  let { head, ended } = await readHead(source, HEAD_BYTES);
  if (ended && source.truncated) throw tooLarge();
  if (head.length === 0) throw badRequest(FILE_EMPTY, 'FILE_EMPTY');
  let type = await detectType(head, file, options.allowedTypes);
  if (isCompoundFile(type) && options.allowedTypes.some(isLegacyOfficeType)) {
    // The one format read whole before storing (at most the server's limit), and only where allowed.
    const rest = await readHead(source, Number.POSITIVE_INFINITY);
    if (source.truncated) throw tooLarge();
    head = Buffer.concat([head, rest.head]);
    ended = true;
    type = legacyOfficeType(head, file.mimetype);
  }
  if (!type || !options.allowedTypes.includes(type.mime)) throw refuseType();
  checkText = type.mime.startsWith('text/') || type.mime === 'image/svg+xml';

  if (ended) body.end(head);
  else {
    body.write(head);
    source.pipe(body);
    finished(source, (error) => {
      if (error) body.destroy(error);
    });
  }
  return { filename: file.filename, mimetype: type.mime, extension: type.ext, fields, body };
}

/** Streams the file to storage under `key`, and gives its size; a file refused on the way is not stored. */
export async function putUpload(storage: FileStorage, upload: Upload, key: string): Promise<number> {
  if (upload.body.refusal) throw upload.body.refusal;
  try {
    await storage.put(key, upload.body, upload.mimetype);
  } catch (error) {
    throw upload.body.refusal ?? error;
  }
  return upload.body.bytesSeen;
}

/**
 * Stores the file, then runs `save` (the row that points at it) with its size: no row before the
 * file is whole, and no file left behind when the row fails.
 */
export async function storeUpload<T>(
  storage: FileStorage,
  upload: Upload,
  key: string,
  save: (size: number) => Promise<T>,
): Promise<T> {
  const size = await putUpload(storage, upload, key);
  try {
    return await save(size);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** The whole file in memory, for a feature that reads it rather than stores it (at most the server's limit). */
export async function readUploadBytes(upload: Upload): Promise<Buffer> {
  if (upload.body.refusal) throw upload.body.refusal;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of upload.body) chunks.push(chunk as Buffer);
  } catch (error) {
    throw upload.body.refusal ?? error;
  }
  return Buffer.concat(chunks);
}
