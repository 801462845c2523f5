import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/ids.ts';
import { loanActionInputSchema } from '../../../domain/loan-transitions.ts';
import {
  adminLoanPageSchema,
  adminLoanSchema,
  listLoansQuerySchema,
  listMyLoansQuerySchema,
  loanPageSchema,
  loanRequestSchema,
  loanSchema,
} from '../../../domain/materials.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { applyAdminLoanAction, cancelMyLoan } from './loan-actions.ts';
import { listLoans, listMyLoans, requestLoan } from './loans-service.ts';

export function registerLoanRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['emprunts'];

  routes.post('/api/material-loans', {
    config: { role: 'member', module: 'materials' },
    schema: {
      tags,
      operationId: 'requestMaterialLoan',
      summary: 'Demander à emprunter du matériel (statut En attente)',
      body: loanRequestSchema,
      response: { 201: loanSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await requestLoan(ctx, request.body, currentUser(request))),
  });

  routes.get('/api/material-loans/mine', {
    config: { role: 'member', module: 'materials' },
    schema: {
      tags,
      operationId: 'listMyLoans',
      summary: 'Une page de mes emprunts, les plus récents en premier (filtre par statut)',
      querystring: listMyLoansQuerySchema,
      response: { 200: loanPageSchema },
    },
    handler: (request) => listMyLoans(ctx, request.query, currentUser(request)),
  });

  routes.post('/api/material-loans/:id/cancel', {
    config: { role: 'member', module: 'materials' },
    schema: {
      tags,
      operationId: 'cancelMyLoan',
      summary: 'Annuler ma demande tant qu’elle est En attente',
      params: idParamsSchema,
      response: { 200: loanSchema },
    },
    handler: (request) => cancelMyLoan(ctx, request.params, currentUser(request)),
  });

  routes.get('/api/admin/material-loans', {
    config: { role: 'admin', module: 'materials' },
    schema: {
      tags,
      operationId: 'listLoans',
      summary:
        'Une page des emprunts, les plus récents en premier (filtre par statut, recherche sur le membre et le matériel)',
      querystring: listLoansQuerySchema,
      response: { 200: adminLoanPageSchema },
    },
    handler: (request) => listLoans(ctx, request.query),
  });

  routes.post('/api/admin/material-loans/:id/action', {
    config: { role: 'admin', module: 'materials' },
    schema: {
      tags,
      operationId: 'applyLoanAction',
      summary: 'Confirmer, refuser, marquer retiré ou retourné (le stock suit)',
      params: idParamsSchema,
      body: loanActionInputSchema,
      response: { 200: adminLoanSchema },
    },
    handler: (request) =>
      applyAdminLoanAction(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });
}
