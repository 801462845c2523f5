import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  audiencePreviewSchema,
  listMessagesQuerySchema,
  listRecipientsQuerySchema,
  messageDetailSchema,
  messagePageSchema,
  recipientFiltersSchema,
  recipientPageSchema,
} from '../../../domain/association-messages-schemas.ts';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import {
  audiencePreviewInputSchema,
  messageInputSchema,
  sendMessageSchema,
} from '../../../domain/message-audience.ts';
import { z } from '../../../domain/zod.ts';
import type { AppContext } from '../../app-context.ts';
import { FLUSHED_COMPRESSION } from '../../http/flushed-compression.ts';
import { currentUser } from '../../http/role-guard.ts';
import { attachmentDisposition } from '../../infra/storage/storage.ts';
import { previewAudience } from './audience.ts';
import { exportRecipients, listRecipients } from './recipients.ts';
import { cancelMessage, resendFailed, sendMessage, sendTestMessage } from './sending.ts';
import { createDraft, deleteDraft, getMessage, listMessages, updateDraft } from './service.ts';

/** The administrators' side of the messages to members: compose, send, follow. */
export function registerMessagesAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];
  const admin = { role: 'admin' as const };

  routes.get('/api/admin/messages', {
    config: admin,
    schema: {
      tags,
      operationId: 'listMessages',
      summary:
        'Une page des messages aux membres, le plus récent d’abord (brouillons, programmés, en cours, envoyés, annulés), avec leurs comptes de destinataires',
      querystring: listMessagesQuerySchema,
      response: { 200: messagePageSchema },
    },
    handler: (request) => listMessages(ctx, request.query),
  });

  routes.post('/api/admin/messages', {
    config: admin,
    schema: {
      tags,
      operationId: 'createMessage',
      summary: 'Enregistrer un brouillon de message (le texte est nettoyé par le serveur)',
      body: messageInputSchema,
      response: { 201: messageDetailSchema },
    },
    handler: async (request, reply) => {
      return reply.status(201).send(await createDraft(ctx, request.body, currentUser(request)));
    },
  });

  routes.post('/api/admin/messages/audience', {
    config: admin,
    schema: {
      tags,
      operationId: 'previewMessageAudience',
      summary:
        'Combien de membres recevraient un message de cette catégorie, combien en sont désinscrits, et les 10 premiers par nom',
      body: audiencePreviewInputSchema,
      response: { 200: audiencePreviewSchema },
    },
    handler: (request) => previewAudience(ctx, request.body),
  });

  routes.get('/api/admin/messages/:id', {
    config: admin,
    schema: {
      tags,
      operationId: 'getMessage',
      summary: 'Un message, son texte, ses destinataires choisis et l’état de son envoi',
      params: idParamsSchema,
      response: { 200: messageDetailSchema },
    },
    handler: (request) => getMessage(ctx, request.params),
  });

  routes.patch('/api/admin/messages/:id', {
    config: admin,
    schema: {
      tags,
      operationId: 'updateMessage',
      summary: 'Modifier un brouillon (un message envoyé ou programmé ne change plus)',
      params: idParamsSchema,
      body: messageInputSchema,
      response: { 200: messageDetailSchema },
    },
    handler: (request) => updateDraft(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/admin/messages/:id', {
    config: admin,
    schema: {
      tags,
      operationId: 'deleteMessage',
      summary: 'Supprimer un brouillon',
      params: idParamsSchema,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await deleteDraft(ctx, request.params, currentUser(request));
      return reply.status(204).send(null);
    },
  });

  routes.post('/api/admin/messages/:id/test', {
    config: admin,
    schema: {
      tags,
      operationId: 'sendTestMessage',
      summary:
        'M’envoyer un test : le message, sujet préfixé « [Test] », à l’administrateur seul, avec ses propres champs personnels',
      params: idParamsSchema,
      response: { 202: okResponseSchema },
    },
    handler: async (request, reply) => {
      await sendTestMessage(ctx, request.params, currentUser(request));
      reply.status(202);
      return { ok: true as const };
    },
  });

  routes.post('/api/admin/messages/:id/send', {
    config: admin,
    schema: {
      tags,
      operationId: 'sendMessage',
      summary:
        'Envoyer un brouillon maintenant, ou le programmer (scheduledAt) : les destinataires sont fixés à cet instant, en une transaction',
      params: idParamsSchema,
      body: sendMessageSchema,
      response: { 200: messageDetailSchema },
    },
    handler: (request) => sendMessage(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.post('/api/admin/messages/:id/cancel', {
    config: admin,
    schema: {
      tags,
      operationId: 'cancelMessage',
      summary: 'Annuler un envoi programmé ou en cours : les mails pas encore partis ne partiront pas',
      params: idParamsSchema,
      response: { 200: messageDetailSchema },
    },
    handler: (request) => cancelMessage(ctx, request.params, currentUser(request)),
  });

  routes.post('/api/admin/messages/:id/resend-failed', {
    config: admin,
    schema: {
      tags,
      operationId: 'resendFailedMessage',
      summary: 'Renvoyer aux destinataires en échec',
      params: idParamsSchema,
      response: { 200: messageDetailSchema },
    },
    handler: (request) => resendFailed(ctx, request.params, currentUser(request)),
  });

  routes.get('/api/admin/messages/:id/recipients', {
    config: admin,
    schema: {
      tags,
      operationId: 'listMessageRecipients',
      summary:
        'Une page des destinataires d’un message, par nom (recherche nom, prénom, email ; filtre par état)',
      params: idParamsSchema,
      querystring: listRecipientsQuerySchema,
      response: { 200: recipientPageSchema },
    },
    handler: (request) => listRecipients(ctx, { ...request.params, ...request.query }),
  });

  routes.get('/api/admin/messages/:id/recipients.csv', {
    config: admin,
    compress: FLUSHED_COMPRESSION,
    schema: {
      tags,
      operationId: 'exportMessageRecipients',
      summary:
        'Export CSV (Excel français) des destinataires d’un message et de leur état : la preuve d’envoi d’une convocation',
      params: idParamsSchema,
      querystring: recipientFiltersSchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const file = await exportRecipients(ctx, { ...request.params, ...request.query });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.stream);
    },
  });
}
