import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import {
  adminDonationSchema,
  donationsPageSchema,
  donationsQuerySchema,
  recordedDonationSchema,
} from '../../../domain/donations-list.ts';
import { manualDonationSchema } from '../../../domain/donations-schemas.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import {
  createManualDonation,
  deleteManualDonation,
  issueDonationReceipt,
  updateManualDonation,
} from './admin-service.ts';
import { listDonations } from './donations-list.ts';

/** The treasurer's gifts (/admin/dons): the list, gifts recorded by hand, a gift's receipt. */
export function registerDonationsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dons'];
  const admin = { role: 'admin' as const };

  routes.get('/api/admin/donations', {
    config: admin,
    schema: {
      tags,
      operationId: 'listDonations',
      summary: 'Une page des dons (par période, mode, nature et état du reçu), avec les totaux du filtre',
      querystring: donationsQuerySchema,
      response: { 200: donationsPageSchema },
    },
    handler: (request) => listDonations(ctx, request.query),
  });

  routes.post('/api/admin/donations', {
    config: admin,
    schema: {
      tags,
      operationId: 'createDonation',
      summary: 'Enregistrer un don reçu hors ligne (chèque, espèces, virement, en nature)',
      body: manualDonationSchema,
      response: { 201: recordedDonationSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createManualDonation(ctx, request.body, currentUser(request))),
  });

  routes.put('/api/admin/donations/:id', {
    config: admin,
    schema: {
      tags,
      operationId: 'updateDonation',
      summary: 'Modifier un don (refusé tant qu’un reçu valide le couvre)',
      params: idParamsSchema,
      body: manualDonationSchema,
      response: { 200: adminDonationSchema },
    },
    handler: (request) =>
      updateManualDonation(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/admin/donations/:id', {
    config: admin,
    schema: {
      tags,
      operationId: 'deleteDonation',
      summary: 'Supprimer un don (refusé tant qu’un reçu valide le couvre)',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteManualDonation(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });

  routes.post('/api/admin/donations/:id/receipt', {
    config: admin,
    schema: {
      tags,
      operationId: 'issueDonationReceipt',
      summary: 'Émettre maintenant le reçu fiscal d’un don',
      params: idParamsSchema,
      response: { 200: adminDonationSchema },
    },
    handler: (request) => issueDonationReceipt(ctx, request.params, currentUser(request)),
  });
}
