import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR } from '../../domain/errors.ts';
import { AppError } from './errors.ts';

function send(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ error: { code, message } });
}

/** Never a stack trace or SQL text to the browser: known errors keep their French message, others are logged. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return send(reply, error.status, error.code, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = error.validation[0]?.message ?? 'Requête invalide';
    return send(reply, 400, 'VALIDATION', message);
  }
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
