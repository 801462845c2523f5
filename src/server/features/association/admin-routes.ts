import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  associationLogoSchema,
  associationSetupSchema,
  associationSetupStateSchema,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE,
  LOGO_TYPE_MESSAGE,
  LOGO_TYPES,
} from '../../../domain/association-identity.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { readUpload } from '../../http/uploads.ts';
import { removeLogo, setLogo } from './logo.ts';
import { getSetupState, saveSetup, skipSetup } from './setup.ts';

/** The first sign-in step and the logo: kept apart from the settings form, which saves every field at once. */
export function registerAssociationAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['paramètres'];

  routes.get('/api/admin/setup', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'getAssociationSetup',
      summary: 'Les premiers pas : à proposer ou non, et les valeurs en vigueur',
      response: { 200: associationSetupStateSchema },
    },
    handler: () => getSetupState(ctx),
  });

  routes.put('/api/admin/setup', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'saveAssociationSetup',
      summary: 'Enregistrer les premiers pas : nom, adresse et saison',
      body: associationSetupSchema,
      response: { 200: associationSetupStateSchema },
    },
    handler: (request) => saveSetup(ctx, request.body, currentUser(request)),
  });

  routes.post('/api/admin/setup/skip', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'skipAssociationSetup',
      summary: 'Remettre les premiers pas à plus tard (ils ne sont plus proposés)',
      response: { 200: associationSetupStateSchema },
    },
    handler: (request) => skipSetup(ctx, currentUser(request)),
  });

  routes.put('/api/admin/settings/logo', {
    config: { role: 'admin', upload: {} },
    schema: {
      tags,
      operationId: 'replaceAssociationLogo',
      summary: 'Remplacer le logo (PNG, JPEG ou SVG, 512 Ko au plus)',
      response: { 200: associationLogoSchema },
    },
    handler: async (request) => {
      const upload = await readUpload(request, {
        allowedTypes: LOGO_TYPES,
        typeMessage: LOGO_TYPE_MESSAGE,
        limit: { bytes: LOGO_MAX_BYTES, message: LOGO_TOO_LARGE },
      });
      return setLogo(ctx, upload, currentUser(request));
    },
  });

  routes.delete('/api/admin/settings/logo', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'deleteAssociationLogo',
      summary: 'Retirer le logo',
      response: { 200: associationLogoSchema },
    },
    handler: (request) => removeLogo(ctx, currentUser(request)),
  });
}
