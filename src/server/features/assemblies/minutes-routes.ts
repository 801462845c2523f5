import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { minutesInputSchema, minutesSchema } from '../../../domain/assembly-minutes-schemas.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { sendPdf } from '../../http/pdf.ts';
import { currentUser } from '../../http/role-guard.ts';
import { finaliseMinutes, getMinutes, getMinutesPdf, saveMinutes } from './minutes.ts';
import { getSignInSheet } from './sign-in-sheet-pdf.ts';

/** The minutes, from their draft to the finalised PDF, and the sign-in sheet printed beforehand. */
export function registerAssemblyMinutesRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assemblées générales (administration)'];
  const admin = { role: 'admin' as const };

  routes.get('/api/admin/assemblies/:id/minutes', {
    config: admin,
    schema: {
      tags,
      operationId: 'getAssemblyMinutes',
      summary: 'Le procès-verbal : le texte enregistré (ou rien), et ce dont le brouillon se rédige',
      params: idParamsSchema,
      response: { 200: minutesSchema },
    },
    handler: (request) => getMinutes(ctx, request.params),
  });

  routes.put('/api/admin/assemblies/:id/minutes', {
    config: admin,
    schema: {
      tags,
      operationId: 'saveAssemblyMinutes',
      summary: 'Enregistrer le texte du procès-verbal, le président et le secrétaire de séance',
      params: idParamsSchema,
      body: minutesInputSchema,
      response: { 200: minutesSchema },
    },
    handler: (request) => saveMinutes(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.post('/api/admin/assemblies/:id/minutes/finalise', {
    config: admin,
    schema: {
      tags,
      operationId: 'finaliseAssemblyMinutes',
      summary: 'Finaliser le procès-verbal : son PDF rejoint les documents de l’AG, il ne se modifie plus',
      params: idParamsSchema,
      response: { 200: minutesSchema },
    },
    handler: (request) => finaliseMinutes(ctx, request.params, currentUser(request)),
  });

  routes.get('/api/admin/assemblies/:id/minutes.pdf', {
    config: admin,
    schema: {
      tags,
      operationId: 'getAssemblyMinutesPdf',
      summary: 'Le procès-verbal en PDF : un projet tant qu’il n’est pas finalisé',
      params: idParamsSchema,
    },
    handler: async (request, reply) => sendPdf(reply, await getMinutesPdf(ctx, request.params)),
  });

  routes.get('/api/admin/assemblies/:id/sign-in-sheet.pdf', {
    config: admin,
    schema: {
      tags,
      operationId: 'getAssemblySignInSheet',
      summary: 'La feuille d’émargement à imprimer : les membres ayant voix, par nom, et leurs procurations',
      params: idParamsSchema,
    },
    handler: async (request, reply) => sendPdf(reply, await getSignInSheet(ctx, request.params)),
  });
}
