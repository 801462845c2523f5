import type { SwaggerTransformObject } from '@fastify/swagger';
import { z } from 'zod';
import { errorResponseSchema } from '../../domain/errors.ts';

type Operation = {
  'x-role'?: string;
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};

const jsonError = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
});

/** Every error answer has the same shape; the status says which kind. */
const ERROR_RESPONSES = {
  400: jsonError('Requête invalide : `fields` nomme chaque champ refusé et dit pourquoi'),
  401: jsonError('Non connecté'),
  403: jsonError('Accès refusé (rôle insuffisant, autre site, ressource d’un autre membre)'),
  404: jsonError('Introuvable'),
  409: jsonError('Refusé par l’état actuel des données (doublon, stock, statut)'),
  429: jsonError('Trop de tentatives : réessayer plus tard'),
  503: {
    ...jsonError('Base de données momentanément indisponible'),
    headers: {
      'Retry-After': { description: 'Secondes avant de réessayer', schema: { type: 'integer' } },
    },
  },
};
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** A password typed again while signed in counts toward the sign-in limit (reentered-password.ts). */
const REAUTHENTICATING_OPERATIONS = new Set(['changeMyPassword', 'requestMyErasure']);

/** Which errors an operation can answer, read from what it declares: role, method, inputs. */
function errorStatuses(method: string, path: string, operation: Operation): ErrorStatus[] {
  const role = operation['x-role'];
  const changes = method !== 'get';
  const statuses: ErrorStatus[] = [];
  if (changes || operation.requestBody || operation.parameters?.length) statuses.push(400);
  if (role === 'member' || role === 'admin') statuses.push(401);
  // A change from another site is refused whatever the role.
  if (role === 'admin' || changes) statuses.push(403);
  if (path.includes('{')) statuses.push(404);
  if (changes) statuses.push(409);
  // The public changes are sign-in and registration steps, each throttled.
  if (role === 'public' && changes) statuses.push(429);
  else if (REAUTHENTICATING_OPERATIONS.has(operation.operationId ?? '')) statuses.push(429);
  statuses.push(503);
  return statuses;
}

/**
 * Describes the error answers on every operation in one pass over the finished document, so no
 * route has to list them; a route that declares one of these statuses itself keeps its own.
 */
export const describeErrorResponses: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject;
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const responses = { ...operation.responses };
      for (const status of errorStatuses(method, path, operation)) {
        responses[status] ??= { $ref: `#/components/responses/Error${status}` };
      }
      operation.responses = responses;
    }
  }
  const { $schema: _, ...errorSchema } = z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' });
  return {
    ...document,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ErrorResponse: errorSchema },
      responses: {
        ...document.components?.responses,
        ...Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([status, response]) => [`Error${status}`, response]),
        ),
      },
    },
  } as typeof document;
};
