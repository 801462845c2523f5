import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { associationSchema } from '../../../domain/association.ts';
import type { AppContext } from '../../app-context.ts';
import { readLogoFile } from './logo.ts';
import { getAssociation } from './service.ts';

/** Each logo has its own address (a new name per upload): a day bounds how long a removed one lingers. */
const LOGO_CACHE = 'public, max-age=86400';
/** Opened alone, an SVG is a page: nothing in it may run or load, whatever the cleaning missed. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function registerAssociationRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/association', {
    config: { role: 'public' },
    schema: {
      tags: ['association'],
      operationId: 'getAssociation',
      summary: "L'identité de l'association",
      response: { 200: associationSchema },
    },
    handler: () => getAssociation(ctx),
  });

  routes.get('/api/association/logo/:file', {
    config: { role: 'public' },
    schema: {
      tags: ['association'],
      operationId: 'getAssociationLogo',
      summary: "Le logo de l'association (en-tête, connexion, mails)",
      params: z.object({ file: z.string().max(100) }),
    },
    handler: async (request, reply) => {
      const logo = await readLogoFile(ctx, request.params);
      reply.type(logo.contentType).header('cache-control', LOGO_CACHE);
      if (logo.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
      return reply.send(logo.body);
    },
  });
}
