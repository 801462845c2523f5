import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ledgerPageSchema, ledgerQuerySchema } from '../../../domain/accounting-entry-schemas.ts';
import {
  accountInputSchema,
  accountListQuerySchema,
  accountPageSchema,
  accountSchema,
  accountUpdateSchema,
  projectInputSchema,
  projectListQuerySchema,
  projectPageSchema,
  projectSchema,
  projectUpdateSchema,
} from '../../../domain/accounting-schemas.ts';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { accountLedger } from './account-ledger.ts';
import { createAccount, deleteAccount, listAccounts, updateAccount } from './accounts.ts';
import { createProject, listProjects, updateProject } from './projects.ts';

/** The chart of accounts, an account's lines, and the analytic projects. */
export function registerChartRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['comptabilité'];

  routes.get('/api/admin/accounting/accounts', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'listAccountingAccounts',
      summary:
        'Une page du plan comptable, par numéro ; recherche par début de numéro ou mots du libellé, filtres par classe, par usage (nature d’une recette ou d’une dépense, banque ou caisse) et visibilité',
      querystring: accountListQuerySchema,
      response: { 200: accountPageSchema },
    },
    handler: (request) => listAccounts(ctx, request.query),
  });

  routes.post('/api/admin/accounting/accounts', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'createAccountingAccount',
      summary: 'Ajouter un sous-compte (son numéro commence par celui d’un compte existant : 5121 sous 512)',
      body: accountInputSchema,
      response: { 201: accountSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createAccount(ctx, request.body, currentUser(request))),
  });

  routes.put('/api/admin/accounting/accounts/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'updateAccountingAccount',
      summary: 'Renommer un compte, le masquer ou le montrer',
      params: idParamsSchema,
      body: accountUpdateSchema,
      response: { 200: accountSchema },
    },
    handler: (request) => updateAccount(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/admin/accounting/accounts/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'deleteAccountingAccount',
      summary: 'Supprimer un sous-compte ajouté qui ne porte aucune écriture',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteAccount(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });

  routes.get('/api/admin/accounting/accounts/:id/lines', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'getAccountLedger',
      summary:
        'Les lignes d’un compte dans un exercice (grand livre du compte), par date et pièce, avec le solde progressif et les totaux',
      params: idParamsSchema,
      querystring: ledgerQuerySchema,
      response: { 200: ledgerPageSchema },
    },
    handler: (request) => accountLedger(ctx, { ...request.params, ...request.query }),
  });

  routes.get('/api/admin/accounting/projects', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'listAccountingProjects',
      summary: 'Une page des projets (analytique), par nom ; recherche et état (actifs, archivés, tous)',
      querystring: projectListQuerySchema,
      response: { 200: projectPageSchema },
    },
    handler: (request) => listProjects(ctx, request.query),
  });

  routes.post('/api/admin/accounting/projects', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'createAccountingProject',
      summary: 'Créer un projet',
      body: projectInputSchema,
      response: { 201: projectSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createProject(ctx, request.body, currentUser(request))),
  });

  routes.put('/api/admin/accounting/projects/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'updateAccountingProject',
      summary: 'Renommer un projet, l’archiver ou le rouvrir',
      params: idParamsSchema,
      body: projectUpdateSchema,
      response: { 200: projectSchema },
    },
    handler: (request) => updateProject(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });
}
