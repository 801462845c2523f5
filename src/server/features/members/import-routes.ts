import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import {
  IMPORT_TYPE_MESSAGE,
  importOptionsSchema,
  importPreviewSchema,
  importResultSchema,
} from '../../../domain/member-import.ts';
import { invitationsSentSchema } from '../../../domain/members-schemas.ts';
import { z } from '../../../domain/zod.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { readUpload } from '../../http/uploads.ts';
import { XLSX_TYPE } from './import-file.ts';
import { confirmImport, previewImport } from './import-members.ts';
import { countDueInvitations, resendInvitation, sendDueInvitations } from './invitations.ts';

const SPREADSHEET_TYPES = ['text/csv', XLSX_TYPE];

/**
 * The file travels twice, with the administrator's choices the second time: nothing is kept
 * between the preview and the confirmation, so any process may answer either.
 */
export function registerMemberImportRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration des membres'];
  const admin = { role: 'admin' as const };
  const upload = { fields: importOptionsSchema };
  const readSpreadsheetUpload = (request: Parameters<typeof readUpload>[0]) =>
    readUpload(request, { allowedTypes: SPREADSHEET_TYPES, typeMessage: IMPORT_TYPE_MESSAGE });

  routes.post('/api/admin/users/import/preview', {
    config: { ...admin, upload },
    schema: {
      tags,
      operationId: 'previewMemberImport',
      summary:
        'Aperçu d’un import de membres (multipart : mapping, corrections, puis le fichier CSV ou .xlsx) ; rien n’est enregistré',
      response: { 200: importPreviewSchema },
    },
    handler: async (request) => previewImport(ctx, await readSpreadsheetUpload(request)),
  });

  routes.post('/api/admin/users/import', {
    config: { ...admin, upload },
    schema: {
      tags,
      operationId: 'importMembers',
      summary:
        'Importer les membres du fichier en une transaction (multipart : mapping, corrections, duplicates skip|update, puis le fichier) ; aucun mail ne part, les invitations sont une étape à part',
      response: { 200: importResultSchema },
    },
    handler: async (request) =>
      confirmImport(ctx, await readSpreadsheetUpload(request), currentUser(request)),
  });

  routes.get('/api/admin/users/invitations', {
    config: admin,
    schema: {
      tags,
      operationId: 'countDueInvitations',
      summary: 'Nombre de membres importés qui attendent encore leur invitation',
      response: { 200: invitationsSentSchema },
    },
    handler: async () => countDueInvitations(ctx),
  });

  routes.post('/api/admin/users/invitations', {
    config: admin,
    schema: {
      tags,
      operationId: 'sendDueInvitations',
      summary:
        'Envoyer les invitations aux membres importés jamais invités (lien valable 7 jours), en une fois et journalisé',
      body: z.object({}),
      response: { 200: invitationsSentSchema },
    },
    handler: async (request) => sendDueInvitations(ctx, {}, currentUser(request)),
  });

  routes.post('/api/admin/users/:id/invitation', {
    config: admin,
    schema: {
      tags,
      operationId: 'resendInvitation',
      summary:
        'Renvoyer l’invitation à choisir un mot de passe (nouveau lien valable 7 jours, les anciens ne marchent plus)',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await resendInvitation(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });
}
