import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import {
  imageUploadResponseSchema,
  listMaterialsQuerySchema,
  materialInputSchema,
  materialPageSchema,
  materialSchema,
} from '../../../domain/materials.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { IMAGE_TYPES, readUpload } from '../../http/uploads.ts';
import {
  createMaterial,
  deleteMaterial,
  listMaterials,
  storeMaterialImage,
  updateMaterial,
} from './catalogue-service.ts';

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['matériel'];

  routes.get('/api/materials', {
    config: { role: 'member', module: 'materials' },
    schema: {
      tags,
      operationId: 'listMaterials',
      summary:
        'Une page du matériel prêtable, avec sa catégorie, par nom (recherche sur le nom et la description, filtre par catégorie)',
      querystring: listMaterialsQuerySchema,
      response: { 200: materialPageSchema },
    },
    handler: (request) => listMaterials(ctx, request.query),
  });

  routes.post('/api/admin/materials', {
    config: { role: 'admin', module: 'materials' },
    schema: {
      tags,
      operationId: 'createMaterial',
      summary: 'Ajouter du matériel',
      body: materialInputSchema,
      response: { 201: materialSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createMaterial(ctx, request.body, currentUser(request))),
  });

  routes.put('/api/admin/materials/:id', {
    config: { role: 'admin', module: 'materials' },
    schema: {
      tags,
      operationId: 'updateMaterial',
      summary: 'Modifier du matériel',
      params: idParamsSchema,
      body: materialInputSchema,
      response: { 200: materialSchema },
    },
    handler: (request) => updateMaterial(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/admin/materials/:id', {
    config: { role: 'admin', module: 'materials' },
    schema: {
      tags,
      operationId: 'deleteMaterial',
      summary: 'Supprimer du matériel (refusé tant que des emprunts sont en cours)',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteMaterial(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });

  routes.post('/api/admin/materials/image', {
    config: { role: 'admin', module: 'materials', upload: {} },
    schema: {
      tags,
      operationId: 'uploadMaterialImage',
      summary: "Téléverser l'image d'un matériel (multipart, champ file)",
      response: { 201: imageUploadResponseSchema },
    },
    handler: async (request, reply) => {
      const upload = await readUpload(request, {
        allowedTypes: IMAGE_TYPES,
        typeMessage: 'Seules les images (JPEG, PNG, WebP, GIF) sont acceptées',
      });
      return reply.status(201).send(await storeMaterialImage(ctx, upload));
    },
  });
}
