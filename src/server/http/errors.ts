import type { ErrorCode } from '../../domain/error-codes.ts';
import type { FieldError } from '../../domain/errors.ts';
import { ADMINS_ONLY, INVALID_REQUEST, SIGNED_OUT, TOO_MANY_ATTEMPTS } from '../../domain/errors.ts';

/** Typed application errors; the error handler turns each into `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;
  constructor(status: number, code: ErrorCode, message: string, fields?: FieldError[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST') =>
  new AppError(400, code, message);
/** A 400 naming each invalid input; the first field's message is the answer's message. */
export const invalidFields = (fields: FieldError[]) =>
  new AppError(400, 'VALIDATION', fields[0]?.message ?? INVALID_REQUEST, fields);
export const unauthorized = (message = SIGNED_OUT, code: ErrorCode = 'UNAUTHENTICATED') =>
  new AppError(401, code, message);
export const forbidden = (message = ADMINS_ONLY, code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string, code: ErrorCode = 'NOT_FOUND') => new AppError(404, code, message);
/** `fields` when the conflict is with one input of a form, so that the form shows it beside it. */
export const conflict = (message: string, code: ErrorCode = 'CONFLICT', fields?: FieldError[]) =>
  new AppError(409, code, message, fields);
/** A service we depend on (the payment provider) does not answer: trying again later may work. */
export const serviceUnavailable = (message: string, code: ErrorCode = 'SERVICE_UNAVAILABLE') =>
  new AppError(503, code, message);
export const tooManyRequests = (message = TOO_MANY_ATTEMPTS, code: ErrorCode = 'TOO_MANY_REQUESTS') =>
  new AppError(429, code, message);
