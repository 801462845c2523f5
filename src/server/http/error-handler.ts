import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorCode } from '../../domain/error-codes.ts';
import {
  DATABASE_UNAVAILABLE,
  type FieldError,
  fileTooLarge,
  GENERIC_ERROR,
  INVALID_REQUEST,
  INVALID_VALUE,
  TOO_LARGE,
  unknownRoute,
} from '../../domain/errors.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError, invalidFields } from './errors.ts';

/** Seconds: about what a PostgreSQL restart takes. */
const RETRY_AFTER_SECONDS = 5;

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, fields?: FieldError[]) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

/** Zod's issues as the form's fields: `/adresse/ville` becomes `adresse.ville`. */
function validationFields(validation: { instancePath: string; message?: string }[]): FieldError[] {
  return validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? INVALID_VALUE,
  }));
}

/** A schema a service parses itself (multipart fields) fails like a route's own schema. */
const zodFields = (error: ZodError): FieldError[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

function knownError(error: FastifyError): unknown {
  if (hasZodFastifySchemaValidationErrors(error)) return invalidFields(validationFields(error.validation));
  if (error instanceof ZodError) return invalidFields(zodFields(error));
  return error;
}

/** 10485760 -> '10 Mo' */
const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} Mo`;

/**
 * Never a stack trace or SQL text to the browser: known errors keep their French message, others
 * are logged. An upload over the limit is told the limit, so the sender knows what to send instead.
 */
export const createErrorHandler =
  ({ uploadMaxBytes }: { uploadMaxBytes: number }) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(reply, 413, 'FILE_TOO_LARGE', fileTooLarge(megabytes(uploadMaxBytes)));
    }
    return handleError(error, request, reply);
  };

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = knownError(error);
  if (known instanceof AppError) return send(reply, known.status, known.code, known.message, known.fields);
  // Checked before the status: better-auth wraps a failed session lookup in its own 500.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unreachable');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return send(reply, 503, 'DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE);
  }
  if (error.statusCode === 413) return send(reply, 413, 'TOO_LARGE', TOO_LARGE);
  // Fastify's own refusals (unreadable JSON, unknown content type) keep their status; their
  // `FST_…` names are the framework's, not part of our contract.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return send(reply, error.statusCode, 'BAD_REQUEST', INVALID_REQUEST);
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, 'INTERNAL', GENERIC_ERROR);
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, 'NOT_FOUND', unknownRoute(request.method, request.url.split('?')[0] ?? ''));
}
