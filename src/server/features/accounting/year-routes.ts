import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closedYearSchema,
  nextPieceSchema,
  yearInputSchema,
  yearSchema,
} from '../../../domain/accounting-schemas.ts';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { closeYear } from './year-closing.ts';
import { createYear, deleteYear, getNextPiece, listYears, updateYear } from './years.ts';

/** The financial years: every route of the books is the administrators', until board roles exist. */
export function registerYearRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['comptabilité'];

  routes.get('/api/admin/accounting/years', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'listAccountingYears',
      summary: 'Les exercices comptables, du plus récent au plus ancien, avec leur nombre d’écritures',
      response: { 200: z.array(yearSchema) },
    },
    handler: () => listYears(ctx),
  });

  routes.post('/api/admin/accounting/years', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'createAccountingYear',
      summary:
        'Créer un exercice (24 mois au plus, sans chevaucher un autre, deux ouverts au plus) ; le premier installe le plan comptable des associations',
      body: yearInputSchema,
      response: { 201: yearSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createYear(ctx, request.body, currentUser(request))),
  });

  routes.put('/api/admin/accounting/years/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'updateAccountingYear',
      summary: 'Renommer un exercice ouvert ou changer ses dates (ses écritures doivent y rester)',
      params: idParamsSchema,
      body: yearInputSchema,
      response: { 200: yearSchema },
    },
    handler: (request) => updateYear(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/admin/accounting/years/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'deleteAccountingYear',
      summary: 'Supprimer un exercice ouvert sans écriture',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteYear(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });

  routes.post('/api/admin/accounting/years/:id/close', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'closeAccountingYear',
      summary:
        'Clôturer un exercice (après confirmation) : résultat enregistré, exercice verrouillé, report à nouveau des classes 1 à 5 et du résultat (120 ou 129) dans l’exercice suivant',
      params: idParamsSchema,
      response: { 200: closedYearSchema },
    },
    handler: (request) => closeYear(ctx, request.params, currentUser(request)),
  });

  routes.get('/api/admin/accounting/years/:id/next-piece', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'getNextPieceNumber',
      summary: 'Le numéro de pièce que proposer pour la prochaine écriture de l’exercice',
      params: idParamsSchema,
      response: { 200: nextPieceSchema },
    },
    handler: (request) => getNextPiece(ctx, request.params),
  });
}
