import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  annualReceiptsResultSchema,
  annualReceiptsSchema,
  cancelReceiptSchema,
  declarationQuerySchema,
  declarationSchema,
  memberDonationsSchema,
  receiptListQuerySchema,
  receiptPageSchema,
  receiptSummarySchema,
} from '../../../domain/donation-receipts-schemas.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import { z } from '../../../domain/zod.ts';
import type { AppContext } from '../../app-context.ts';
import { sendPdf } from '../../http/pdf.ts';
import { currentUser } from '../../http/role-guard.ts';
import { attachmentDisposition } from '../../infra/storage/storage.ts';
import { issueAnnualReceipts } from './annual-receipts.ts';
import { exportDeclarationCsv, yearDeclaration } from './declaration.ts';
import { listMyDonations } from './member-donations.ts';
import { cancelReceipt } from './receipt-cancel.ts';
import { getMyReceiptPdf, getReceiptPdf, getReceiptPdfByLink } from './receipt-documents.ts';
import { listReceipts } from './receipts-list.ts';

/** The tax receipts: the donor's link and space, the treasurer's list, cancellation, year's work. */
export function registerReceiptRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reçus fiscaux'];
  const admin = { role: 'admin' as const };
  routes.get('/api/donation-receipts/link/:token', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'getReceiptByLink',
      summary: 'Le reçu fiscal (PDF) par le lien envoyé au donateur',
      params: z.object({ token: z.string().max(100) }),
    },
    // Not counted per address: a GET writes nothing (a counter would be a write a foreign link
    // could trigger), and 192 random bits are not found by trying.
    handler: async (request, reply) => sendPdf(reply, await getReceiptPdfByLink(ctx, request.params)),
  });

  routes.get('/api/members/me/donations', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'listMyDonations',
      summary: 'Mes dons et mes reçus fiscaux',
      response: { 200: memberDonationsSchema },
    },
    handler: (request) => listMyDonations(ctx, currentUser(request)),
  });

  routes.get('/api/members/me/donation-receipts/:id/pdf', {
    config: { role: 'member' },
    schema: {
      tags,
      operationId: 'getMyReceipt',
      summary: 'Un de mes reçus fiscaux (PDF)',
      params: idParamsSchema,
    },
    handler: async (request, reply) =>
      sendPdf(reply, await getMyReceiptPdf(ctx, request.params, currentUser(request))),
  });

  routes.get('/api/admin/donation-receipts', {
    config: admin,
    schema: {
      tags,
      operationId: 'listReceipts',
      summary: 'Une page des reçus fiscaux (par année, état, donateur)',
      querystring: receiptListQuerySchema,
      response: { 200: receiptPageSchema },
    },
    handler: (request) => listReceipts(ctx, request.query),
  });

  routes.get('/api/admin/donation-receipts/declaration', {
    config: admin,
    schema: {
      tags,
      operationId: 'getReceiptsDeclaration',
      summary: 'Le nombre et le total des reçus valides émis dans l’année (à déclarer)',
      querystring: declarationQuerySchema,
      response: { 200: declarationSchema },
    },
    handler: (request) => yearDeclaration(ctx, request.query),
  });

  routes.get('/api/admin/donation-receipts/declaration.csv', {
    config: admin,
    schema: {
      tags,
      operationId: 'exportReceiptsDeclaration',
      summary: 'La déclaration des reçus de l’année, en CSV (Excel français)',
      querystring: declarationQuerySchema,
    },
    handler: async (request, reply) => {
      const file = await exportDeclarationCsv(ctx, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.content);
    },
  });

  routes.get('/api/admin/donation-receipts/:id/pdf', {
    config: admin,
    schema: {
      tags,
      operationId: 'getReceipt',
      summary: 'Un reçu fiscal (PDF)',
      params: idParamsSchema,
    },
    handler: async (request, reply) => sendPdf(reply, await getReceiptPdf(ctx, request.params)),
  });

  routes.post('/api/admin/donation-receipts/:id/cancel', {
    config: admin,
    schema: {
      tags,
      operationId: 'cancelReceipt',
      summary: 'Annuler un reçu fiscal (son numéro reste pris ; ses dons peuvent recevoir un nouveau reçu)',
      params: idParamsSchema,
      body: cancelReceiptSchema,
      response: { 200: receiptSummarySchema },
    },
    handler: (request) => cancelReceipt(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.post('/api/admin/donation-receipts/annual', {
    config: admin,
    schema: {
      tags,
      operationId: 'issueAnnualReceipts',
      summary: 'Émettre les reçus annuels d’une année terminée (idempotent)',
      body: annualReceiptsSchema,
      response: { 200: annualReceiptsResultSchema },
    },
    handler: (request) => issueAnnualReceipts(ctx, request.body, currentUser(request)),
  });
}
