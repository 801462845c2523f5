import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export type Upload = {
  data: Buffer;
  filename: string;
  mimetype: string;
  extension: string;
  fields: Record<string, string>;
};

function fieldValues(file: MultipartFile): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    const first = Array.isArray(field) ? field[0] : field;
    if (first && first.type === 'field') values[name] = String(first.value);
  }
  return values;
}

/**
 * Reads the one file of a multipart request (and its text fields), refusing what is not allowed
 * with a French message. The size limit is enforced while streaming, by @fastify/multipart.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { allowedTypes: readonly string[]; typeMessage: string },
): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('Veuillez choisir un fichier', 'FILE_REQUIRED');
  const file = await request.file();
  if (!file) throw badRequest('Veuillez choisir un fichier', 'FILE_REQUIRED');
  if (!options.allowedTypes.includes(file.mimetype)) throw badRequest(options.typeMessage, 'FILE_TYPE');
  const data = await file.toBuffer();
  if (data.length === 0) throw badRequest('Le fichier est vide', 'FILE_EMPTY');
  const extension =
    path
      .extname(file.filename)
      .slice(1)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '') || 'bin';
  return { data, filename: file.filename, mimetype: file.mimetype, extension, fields: fieldValues(file) };
}
