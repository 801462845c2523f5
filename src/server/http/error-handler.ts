import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type FieldError, GENERIC_ERROR } from '../../domain/errors.ts';
import { AppError, invalidFields } from './errors.ts';

function send(reply: FastifyReply, status: number, code: string, message: string, fields?: FieldError[]) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

/** Zod's issues as the form's fields: `/adresse/ville` becomes `adresse.ville`. */
function validationFields(validation: { instancePath: string; message?: string }[]): FieldError[] {
  return validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Valeur invalide',
  }));
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
      const message = `Le fichier dépasse la taille maximale autorisée (${megabytes(uploadMaxBytes)})`;
      return send(reply, 413, 'FILE_TOO_LARGE', message);
    }
    return handleError(error, request, reply);
  };

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = hasZodFastifySchemaValidationErrors(error)
    ? invalidFields(validationFields(error.validation))
    : error;
  if (known instanceof AppError) return send(reply, known.status, known.code, known.message, known.fields);
  if (error.statusCode === 413)
    return send(reply, 413, 'TOO_LARGE', 'Le fichier ou la requête est trop volumineux');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return send(reply, error.statusCode, error.code ?? 'BAD_REQUEST', 'Requête invalide');
  }
  request.log.error(error);
  return send(reply, 500, 'INTERNAL', GENERIC_ERROR);
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, 'NOT_FOUND', `Route inconnue : ${request.method} ${request.url.split('?')[0]}`);
}
