import type { FieldError } from '../../domain/errors.ts';

/** Typed application errors; the error handler turns each into `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[] | undefined;
  constructor(status: number, code: string, message: string, fields?: FieldError[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
/** A 400 naming each invalid input; the first field's message is the answer's message. */
export const invalidFields = (fields: FieldError[]) =>
  new AppError(400, 'VALIDATION', fields[0]?.message ?? 'Requête invalide', fields);
export const unauthorized = (message = 'Vous devez être connecté', code = 'UNAUTHENTICATED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'Accès réservé aux administrateurs', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
/** `fields` when the conflict is with one input of a form, so that the form shows it beside it. */
export const conflict = (message: string, code = 'CONFLICT', fields?: FieldError[]) =>
  new AppError(409, code, message, fields);
/** A service we depend on (the payment provider) does not answer: trying again later may work. */
export const serviceUnavailable = (message: string, code = 'SERVICE_UNAVAILABLE') =>
  new AppError(503, code, message);
export const tooManyRequests = (
  message = 'Trop de tentatives. Réessayez dans quelques minutes.',
  code = 'TOO_MANY_REQUESTS',
) => new AppError(429, code, message);
