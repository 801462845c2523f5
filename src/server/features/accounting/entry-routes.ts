import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTACHMENT_MIME_TYPES, ATTACHMENT_TYPE_REFUSED } from '../../../domain/accounting.ts';
import {
  entryInputSchema,
  entryListQuerySchema,
  entryPageSchema,
  entrySchema,
} from '../../../domain/accounting-entry-schemas.ts';
import { okResponseSchema } from '../../../domain/auth.ts';
import { downloadLinkSchema } from '../../../domain/documents.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { readUpload } from '../../http/uploads.ts';
import { attachReceipt, getReceiptLink, removeReceipt } from './attachments.ts';
import { createEntry, deleteEntry, getEntry, updateEntry } from './entries.ts';
import { listEntries } from './entries-list.ts';

/** The entries: typed as a receipt, an expense, a transfer or balanced lines; their receipts. */
export function registerEntryRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['comptabilité'];

  routes.get('/api/admin/accounting/years/:id/entries', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'listAccountingEntries',
      summary:
        'Une page des écritures d’un exercice avec leurs lignes, de la plus récente à la plus ancienne ; recherche (libellé ou numéro de pièce), filtres par type, compte, projet et période',
      params: idParamsSchema,
      querystring: entryListQuerySchema,
      response: { 200: entryPageSchema },
    },
    handler: (request) => listEntries(ctx, { ...request.params, ...request.query }),
  });

  routes.get('/api/admin/accounting/entries/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'getAccountingEntry',
      summary: 'Une écriture et ses lignes',
      params: idParamsSchema,
      response: { 200: entrySchema },
    },
    handler: (request) => getEntry(ctx, request.params),
  });

  routes.post('/api/admin/accounting/entries', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'createAccountingEntry',
      summary:
        'Saisir une recette, une dépense, un virement ou une écriture avancée (lignes équilibrées), dans l’exercice ouvert de sa date ; numéro de pièce suivant de l’exercice s’il est laissé vide',
      body: entryInputSchema,
      response: { 201: entrySchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createEntry(ctx, request.body, currentUser(request))),
  });

  routes.put('/api/admin/accounting/entries/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'updateAccountingEntry',
      summary: 'Modifier une écriture d’un exercice ouvert (ses lignes sont remplacées)',
      params: idParamsSchema,
      body: entryInputSchema,
      response: { 200: entrySchema },
    },
    handler: (request) => updateEntry(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/admin/accounting/entries/:id', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'deleteAccountingEntry',
      summary: 'Supprimer une écriture d’un exercice ouvert, avec son justificatif',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteEntry(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });

  routes.put('/api/admin/accounting/entries/:id/attachment', {
    config: { role: 'admin', upload: {} },
    schema: {
      tags,
      operationId: 'attachAccountingReceipt',
      summary: 'Joindre le justificatif d’une écriture (photo ou PDF), en remplaçant le précédent',
      params: idParamsSchema,
      response: { 200: entrySchema },
    },
    handler: async (request) => {
      const upload = await readUpload(request, {
        allowedTypes: ATTACHMENT_MIME_TYPES,
        typeMessage: ATTACHMENT_TYPE_REFUSED,
      });
      return attachReceipt(ctx, { ...request.params, upload }, currentUser(request));
    },
  });

  routes.delete('/api/admin/accounting/entries/:id/attachment', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'removeAccountingReceipt',
      summary: 'Retirer le justificatif d’une écriture',
      params: idParamsSchema,
      response: { 200: entrySchema },
    },
    handler: (request) => removeReceipt(ctx, request.params, currentUser(request)),
  });

  routes.get('/api/admin/accounting/entries/:id/attachment', {
    config: { role: 'admin' },
    schema: {
      tags,
      operationId: 'getAccountingReceiptLink',
      summary: 'Lien de téléchargement (60 s) du justificatif d’une écriture',
      params: idParamsSchema,
      response: { 200: downloadLinkSchema },
    },
    handler: (request) => getReceiptLink(ctx, request.params),
  });
}
