import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import { adminOfferSchema, offerInputSchema } from '../../../domain/membership-offers-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { createOffer, deleteOffer, listAdminOffers, updateOffer } from './admin-service.ts';

export function registerOffersAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['offres'];

  routes.get('/api/admin/offers', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'listAdminOffers',
      summary: "Les offres d'adhésion, archivées comprises, avec leur nombre d'adhésions",
      response: { 200: z.array(adminOfferSchema) },
    },
    handler: () => listAdminOffers(ctx),
  });

  routes.post('/api/admin/offers', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'createOffer',
      summary: "Créer une offre d'adhésion",
      body: offerInputSchema,
      response: { 201: adminOfferSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createOffer(ctx, request.body, currentUser(request))),
  });

  routes.put('/api/admin/offers/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'updateOffer',
      summary: "Modifier une offre d'adhésion, l'archiver ou la rétablir",
      params: idParamsSchema,
      body: offerInputSchema,
      response: { 200: adminOfferSchema },
    },
    handler: (request) => updateOffer(ctx, { ...request.body, id: request.params.id }, currentUser(request)),
  });

  routes.delete('/api/admin/offers/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'deleteOffer',
      summary: "Supprimer une offre d'adhésion (refusé si elle a servi : l'archiver)",
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteOffer(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });
}
