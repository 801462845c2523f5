import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { donationSettingsSchema } from '../../../domain/donations-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { currentUser } from '../../http/role-guard.ts';
import { readUpload } from '../../http/uploads.ts';
import { readDonationSettings, updateDonationSettings } from './settings-service.ts';
import {
  readSignature,
  removeSignature,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_TOO_LARGE,
  SIGNATURE_TYPE_MESSAGE,
  SIGNATURE_TYPES,
  setSignature,
} from './signature.ts';

/** The settings as saved, and whether a signature image is printed on the receipts. */
const donationSettingsViewSchema = z.object({
  ...donationSettingsSchema.shape,
  has_signature: z.boolean(),
  /** Printed on the receipts; typed in the association's settings. */
  association_address: z.string(),
});

export function registerDonationSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dons'];

  routes.get('/api/admin/donations/settings', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'getDonationSettings',
      summary: 'Les paramètres des dons et des reçus fiscaux',
      response: { 200: donationSettingsViewSchema },
    },
    handler: () => readDonationSettings(ctx),
  });

  routes.put('/api/admin/donations/settings', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'updateDonationSettings',
      summary:
        'Modifier les paramètres des dons et des reçus fiscaux (reçus activés : chaque mention du CERFA requise)',
      body: donationSettingsSchema,
      response: { 200: donationSettingsViewSchema },
    },
    handler: (request) => updateDonationSettings(ctx, request.body, currentUser(request)),
  });

  routes.get('/api/admin/donations/settings/signature', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'getDonationSignature',
      summary: 'L’image de la signature imprimée sur les reçus',
    },
    handler: async (_request, reply) => {
      const signature = await readSignature(ctx);
      if (!signature) throw notFound('Aucune signature enregistrée');
      return reply.type(signature.contentType).send(signature.data);
    },
  });

  routes.put('/api/admin/donations/settings/signature', {
    config: { role: 'admin', upload: {} },
    schema: {
      tags,
      operationId: 'replaceDonationSignature',
      summary: 'Remplacer l’image de la signature (PNG ou JPEG, 500 Ko au plus)',
      response: { 200: donationSettingsViewSchema },
    },
    handler: async (request) => {
      const upload = await readUpload(request, {
        allowedTypes: SIGNATURE_TYPES,
        typeMessage: SIGNATURE_TYPE_MESSAGE,
        limit: { bytes: SIGNATURE_MAX_BYTES, message: SIGNATURE_TOO_LARGE },
      });
      return setSignature(ctx, upload, currentUser(request));
    },
  });

  routes.delete('/api/admin/donations/settings/signature', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'deleteDonationSignature',
      summary: 'Retirer l’image de la signature',
      response: { 200: donationSettingsViewSchema },
    },
    handler: (request) => removeSignature(ctx, currentUser(request)),
  });
}
