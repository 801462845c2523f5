import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import {
  donorDataSchema,
  donorsQuerySchema,
  nonMemberDonorsPageSchema,
} from '../../../domain/donor-privacy.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { attachmentDisposition } from '../../infra/storage/storage.ts';
import { eraseNonMemberDonor, exportNonMemberDonor, listNonMemberDonors } from './donor-privacy.ts';

/** The donors who are not members, kept apart from the register, with their own RGPD export and erasure. */
export function registerDonorPrivacyRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dons'];
  const admin = { role: 'admin' as const };

  routes.get('/api/admin/donors', {
    config: admin,
    schema: {
      tags,
      operationId: 'listNonMemberDonors',
      summary:
        'Une page des donateurs non adhérents (recherche par nom ou email), avec le nombre et le total de leurs dons',
      querystring: donorsQuerySchema,
      response: { 200: nonMemberDonorsPageSchema },
    },
    handler: (request) => listNonMemberDonors(ctx, request.query),
  });

  routes.get('/api/admin/donors/:id/export', {
    config: admin,
    schema: {
      tags,
      operationId: 'exportNonMemberDonor',
      summary: 'Tout ce que l’association détient sur un donateur non adhérent (RGPD), en JSON',
      params: idParamsSchema,
      response: { 200: donorDataSchema },
    },
    handler: async (request, reply) => {
      const data = await exportNonMemberDonor(ctx, request.params, currentUser(request));
      return reply.header('content-disposition', attachmentDisposition('donnees-donateur.json')).send(data);
    },
  });

  routes.post('/api/admin/donors/:id/erase', {
    config: admin,
    schema: {
      tags,
      operationId: 'eraseNonMemberDonor',
      summary: 'Effacer un donateur non adhérent : son identité est anonymisée, ses dons et reçus restent',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await eraseNonMemberDonor(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });
}
