import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../domain/errors.ts';
import { FORBIDDEN_CHARACTER } from '../../domain/errors.ts';
import { invalidFields } from './errors.ts';

/** Enough to show the sender what to fix, without echoing a whole hostile body back. */
const MAX_REPORTED_FIELDS = 20;

/** Half of a UTF-16 pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const EVERY_LONE_SURROGATE = new RegExp(LONE_SURROGATE, 'g');

/**
 * A NUL byte cannot be stored in a PostgreSQL text, and a lone surrogate cannot be written as
 * UTF-8: both would reach the database and fail there, as a 500.
 */
function hasForbiddenCharacter(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** A key is echoed in the answer's path: its forbidden characters are shown as '�'. */
const printable = (key: string) => key.replace(EVERY_LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '\uFFFD');

/** A raw body (the payment webhook's bytes) is not text to walk, byte by byte. */
const isBinary = (value: object) => ArrayBuffer.isView(value) || value instanceof ArrayBuffer;

/**
 * Every string of a parsed input (keys too, nested objects and arrays), each named by its path as
 * the form knows it (`adresse.ville`, `ordre_du_jour.2`). Walked breadth first with a list, not by
 * recursion: a body of a million nested brackets must not overflow the call stack.
 */
export function findForbiddenCharacters(input: unknown, root = ''): FieldError[] {
  const fields: FieldError[] = [];
  const pending: [unknown, string][] = [[input, root]];
  const join = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);
  for (let next = 0; next < pending.length && fields.length < MAX_REPORTED_FIELDS; next++) {
    const [value, path] = pending[next] as [unknown, string];
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) fields.push({ path, message: FORBIDDEN_CHARACTER });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        pending.push([item, join(path, String(index))]);
      });
    } else if (value !== null && typeof value === 'object' && !isBinary(value)) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = join(path, printable(key));
        if (hasForbiddenCharacter(key)) fields.push({ path: itemPath, message: FORBIDDEN_CHARACTER });
        pending.push([item, itemPath]);
      }
    }
  }
  return fields.slice(0, MAX_REPORTED_FIELDS);
}

/**
 * One check for every route, before any schema or handler sees the input: the body, the query
 * string and the path parameters. Multipart text fields and file names are read later, by the
 * upload reader, which applies the same check.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...findForbiddenCharacters(request.params),
      ...findForbiddenCharacters(request.query),
      ...findForbiddenCharacters(request.body),
    ];
    if (fields.length > 0) throw invalidFields(fields.slice(0, MAX_REPORTED_FIELDS));
  });
}
