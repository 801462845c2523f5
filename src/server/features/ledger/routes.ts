import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHEQUE_FIELDS, CHEQUE_LABELS } from '../../../domain/cheques.ts';
import {
  LEDGER_KIND_LABELS,
  type LedgerFilters,
  type LedgerPayment,
  ledgerFiltersSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
} from '../../../domain/ledger.ts';
import { adhesionTypeLabel, REFUND_STATUS_LABELS } from '../../../domain/members.ts';
import type { AppContext } from '../../app-context.ts';
import { excelAmount, excelCsvBatches, excelDate } from '../../http/excel-csv.ts';
import { FLUSHED_COMPRESSION } from '../../http/flushed-compression.ts';
import { attachmentDisposition } from '../../infra/storage/storage.ts';
import { listPayments, listPaymentsForExport } from './service.ts';

const CSV_HEADER = [
  'Date',
  'Type',
  'Nom',
  'Prénom',
  'Email',
  'Adhésion',
  'Offre',
  'Personnes',
  'Montant',
  'Mode de paiement',
  'Référence',
  ...CHEQUE_FIELDS.map((field) => CHEQUE_LABELS[field]),
  'Reçu fiscal',
  'Remboursement',
];

const csvRow = (payment: LedgerPayment) => [
  excelDate(payment.date_paiement),
  LEDGER_KIND_LABELS[payment.kind],
  payment.nom,
  payment.prenom,
  payment.email ?? '',
  payment.type ? adhesionTypeLabel(payment.type) : '',
  payment.offer_name ?? '',
  String(payment.people),
  excelAmount(payment.montant),
  payment.mode_paiement ?? '',
  payment.reference ?? '',
  ...CHEQUE_FIELDS.map((field) => payment[field] ?? ''),
  payment.receipt_number ?? '',
  payment.refund ? REFUND_STATUS_LABELS[payment.refund] : '',
];

async function* csvBatches(ctx: AppContext, filters: LedgerFilters) {
  for await (const payments of listPaymentsForExport(ctx, filters)) yield payments.map(csvRow);
}

/** The treasurer's payments ledger (/admin/paiements) and its export for the accountant. */
export function registerLedgerRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['paiements'];
  const admin = { role: 'admin' as const };

  routes.get('/api/admin/payments', {
    config: admin,
    schema: {
      tags,
      operationId: 'listPayments',
      summary:
        'Une page des paiements, cotisations et dons en numéraire (par période, mode et type), avec les totaux par mode',
      querystring: ledgerQuerySchema,
      response: { 200: ledgerPageSchema },
    },
    handler: (request) => listPayments(ctx, request.query),
  });

  routes.get('/api/admin/payments.csv', {
    config: admin,
    compress: FLUSHED_COMPRESSION,
    schema: {
      tags,
      operationId: 'exportPayments',
      summary: 'Export CSV des paiements filtrés, pour le comptable (Excel français)',
      querystring: ledgerFiltersSchema,
    },
    handler: (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition('paiements.csv'))
        .send(excelCsvBatches(CSV_HEADER, csvBatches(ctx, request.query))),
  });
}
