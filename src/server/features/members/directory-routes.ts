import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { directoryEntrySchema, directoryQuerySchema } from '../../../domain/directory-schemas.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { getDirectoryEntry, searchMemberDirectory } from './directory.ts';

export function registerDirectoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['membres'];

  routes.get('/api/members/directory', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'searchMemberDirectory',
      summary:
        'Les membres validés répondant au texte tapé (20 au plus), pour choisir une personne ; l’email pour un administrateur seulement',
      querystring: directoryQuerySchema,
      response: { 200: z.array(directoryEntrySchema) },
    },
    handler: (request) => searchMemberDirectory(ctx, request.query, currentUser(request)),
  });

  routes.get('/api/members/directory/:id', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'getDirectoryMember',
      summary: 'Un membre validé, tel qu’un sélecteur affiche la personne déjà choisie',
      params: idParamsSchema,
      response: { 200: directoryEntrySchema },
    },
    handler: (request) => getDirectoryEntry(ctx, request.params, currentUser(request)),
  });
}
