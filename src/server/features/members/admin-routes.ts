import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import {
  adminAdhesionDetailSchema,
  adminAdhesionSchema,
  adminStatsSchema,
  adminUserPageSchema,
  createAdhesionSchema,
  createUserSchema,
  exportUsersQuerySchema,
  listUsersQuerySchema,
  updateAdhesionSchema,
  updateUserSchema,
} from '../../../domain/members-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { FLUSHED_COMPRESSION } from '../../http/flushed-compression.ts';
import { currentUser } from '../../http/role-guard.ts';
import { createAdhesion, deleteAdhesion, listUserAdhesions, updateAdhesion } from './adhesions.ts';
import { exportUsersCsv } from './export-users.ts';
import { createUser, getAdminStats, listUsers, updateUser } from './users-admin.ts';

const ok = { ok: true as const };

export function registerMembersAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration des membres'];
  const admin = { role: 'admin' as const };

  routes.get('/api/admin/stats', {
    config: admin,
    schema: {
      tags,
      operationId: 'getAdminStats',
      summary: 'Nombre d’utilisateurs, documents, structures, événements',
      response: { 200: adminStatsSchema },
    },
    handler: () => getAdminStats(ctx),
  });

  routes.get('/api/admin/users', {
    config: admin,
    schema: {
      tags,
      operationId: 'listUsers',
      summary:
        'Une page d’utilisateurs (recherche sur email, nom, prénom ; filtre à jour, en attente, expirée), avec leur adhésion',
      querystring: listUsersQuerySchema,
      response: { 200: adminUserPageSchema },
    },
    handler: (request) => listUsers(ctx, request.query),
  });

  routes.get('/api/admin/users/export', {
    config: admin,
    compress: FLUSHED_COMPRESSION,
    schema: {
      tags,
      operationId: 'exportUsers',
      summary:
        'Export CSV (Excel français : BOM, point-virgule) des membres et de leur adhésion, avec la recherche et le filtre de la liste',
      querystring: exportUsersQuerySchema,
    },
    handler: (request, reply) => {
      const file = exportUsersCsv(ctx, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    },
  });

  routes.post('/api/admin/users', {
    config: admin,
    schema: {
      tags,
      operationId: 'createUser',
      summary: 'Créer un utilisateur et son compte de connexion',
      body: createUserSchema,
      response: { 201: z.object({ id: z.string() }) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createUser(ctx, request.body, currentUser(request))),
  });

  routes.put('/api/admin/users/:id', {
    config: admin,
    schema: {
      tags,
      operationId: 'updateUser',
      summary: 'Modifier un utilisateur (rôle, statut de membre, fonction compris)',
      params: idParamsSchema,
      body: updateUserSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await updateUser(ctx, { ...request.params, ...request.body }, currentUser(request));
      return ok;
    },
  });

  routes.get('/api/admin/users/:id/adhesions', {
    config: admin,
    schema: {
      tags,
      operationId: 'listUserAdhesions',
      summary: 'Toutes les adhésions d’un membre, la plus récente d’abord, avec leur offre',
      params: idParamsSchema,
      response: { 200: z.array(adminAdhesionDetailSchema) },
    },
    handler: (request) => listUserAdhesions(ctx, request.params),
  });

  routes.post('/api/admin/users/:id/adhesions', {
    config: admin,
    schema: {
      tags,
      operationId: 'createAdhesion',
      summary: 'Enregistrer une adhésion (active, jusqu’à la fin de l’année d’adhésion) avec son offre',
      params: idParamsSchema,
      body: createAdhesionSchema,
      response: { 201: adminAdhesionSchema },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await createAdhesion(ctx, { userId: request.params.id, ...request.body }, currentUser(request)),
        ),
  });

  routes.put('/api/admin/adhesions/:id', {
    config: admin,
    schema: {
      tags,
      operationId: 'updateAdhesion',
      summary: 'Corriger une adhésion (offre, type, montant, dates, statut, mode de paiement)',
      params: idParamsSchema,
      body: updateAdhesionSchema,
      response: { 200: adminAdhesionSchema },
    },
    handler: (request) => updateAdhesion(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/admin/adhesions/:id', {
    config: admin,
    schema: {
      tags,
      operationId: 'deleteAdhesion',
      summary: 'Supprimer une adhésion',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteAdhesion(ctx, request.params, currentUser(request));
      return ok;
    },
  });
}
