import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { sendPdf } from '../../http/pdf.ts';
import { currentUser } from '../../http/role-guard.ts';
import { getAttestation, getMyAttestation } from './service.ts';

/**
 * The membership certificate (PDF), numbered at its first download. POSTs, since that first
 * download writes the number: a GET travels from any other site's link with the session cookie
 * (SameSite=Lax), while the origin check covers every POST.
 */
export function registerAttestationRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['attestations'];

  routes.post('/api/members/me/adhesions/:id/attestation', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'getMyAttestation',
      summary: "L'attestation (PDF) d'une de mes adhésions réglées",
      params: idParamsSchema,
    },
    handler: async (request, reply) =>
      sendPdf(reply, await getMyAttestation(ctx, request.params, currentUser(request))),
  });

  routes.post('/api/admin/adhesions/:id/attestation', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'getAttestation',
      summary: "L'attestation (PDF) d'une adhésion réglée",
      params: idParamsSchema,
    },
    handler: async (request, reply) =>
      sendPdf(reply, await getAttestation(ctx, request.params, currentUser(request))),
  });
}
