import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import { categoryInputSchema, categorySchema } from '../../../domain/materials.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories-service.ts';

export function registerCategoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['matériel'];

  routes.get('/api/material-categories', {
    config: { role: 'member', module: 'materials' },
    schema: {
      tags,
      operationId: 'listMaterialCategories',
      summary: 'Catégories de matériel, par nom',
      response: { 200: z.array(categorySchema) },
    },
    handler: () => listCategories(ctx),
  });

  routes.post('/api/admin/material-categories', {
    config: { role: 'admin', module: 'materials' },
    schema: {
      tags,
      operationId: 'createMaterialCategory',
      summary: 'Créer une catégorie',
      body: categoryInputSchema,
      response: { 201: categorySchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createCategory(ctx, request.body, currentUser(request))),
  });

  routes.put('/api/admin/material-categories/:id', {
    config: { role: 'admin', module: 'materials' },
    schema: {
      tags,
      operationId: 'updateMaterialCategory',
      summary: 'Modifier une catégorie',
      params: idParamsSchema,
      body: categoryInputSchema,
      response: { 200: categorySchema },
    },
    handler: (request) => updateCategory(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/admin/material-categories/:id', {
    config: { role: 'admin', module: 'materials' },
    schema: {
      tags,
      operationId: 'deleteMaterialCategory',
      summary: 'Supprimer une catégorie (refusé tant que du matériel y est rangé)',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteCategory(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });
}
