import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { directoryEntrySchema } from '../../../domain/directory.ts';
import type { AppContext } from '../../app-context.ts';
import { listMemberDirectory } from './directory.ts';

export function registerDirectoryRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/members/directory', {
    config: { role: 'member' },
    schema: {
      tags: ['membres'],
      summary: 'Les membres validés (prénom, nom, email), pour choisir une personne',
      response: { 200: z.array(directoryEntrySchema) },
    },
    handler: () => listMemberDirectory(ctx.db),
  });
}
