import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attachReportInputSchema,
  balanceReportSchema,
  balanceSheetSchema,
  budgetInputSchema,
  budgetSchema,
  incomeStatementSchema,
  projectReportSchema,
} from '../../../../domain/accounting-reports-schemas.ts';
import { agDocumentSchema } from '../../../../domain/assemblies-schemas.ts';
import { idParamsSchema } from '../../../../domain/ids.ts';
import type { AppContext } from '../../../app-context.ts';
import { FLUSHED_COMPRESSION } from '../../../http/flushed-compression.ts';
import { sendPdf } from '../../../http/pdf.ts';
import { currentUser } from '../../../http/role-guard.ts';
import { attachmentDisposition } from '../../../infra/storage/storage.ts';
import { attachFinancialReport } from './attach-to-assembly.ts';
import { copyPreviousActuals, getBudget, setBudget } from './budget.ts';
import {
  type ExportFile,
  exportBalance,
  exportFec,
  exportGeneralLedger,
  exportIncomeStatement,
  exportJournal,
} from './exports.ts';
import { downloadFinancialReport } from './financial-report.ts';
import { getBalance, getBalanceSheet, getIncomeStatement, getProjectReport } from './reports.ts';

const REPORTS = '/api/admin/accounting/years/:id/reports';
const BUDGET = '/api/admin/accounting/years/:id/budget';

const sendCsv = (reply: FastifyReply, file: ExportFile) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(file.fileName))
    .send(file.content);

/** A year's reports (comptes annuels) for the administrators, every amount in integer cents. */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['comptabilité'];
  const admin = { role: 'admin' as const };

  routes.get(`${REPORTS}/balance`, {
    config: admin,
    schema: {
      tags,
      operationId: 'getAccountingBalance',
      summary: 'La balance de l’exercice : débits, crédits et solde de chaque compte mouvementé',
      params: idParamsSchema,
      response: { 200: balanceReportSchema },
    },
    handler: (request) => getBalance(ctx, request.params),
  });

  routes.get(`${REPORTS}/income-statement`, {
    config: admin,
    schema: {
      tags,
      operationId: 'getIncomeStatement',
      summary:
        'Le compte de résultat de l’exercice : charges et produits par rubrique, à côté de l’exercice précédent, résultat, contributions volontaires à part',
      params: idParamsSchema,
      response: { 200: incomeStatementSchema },
    },
    handler: (request) => getIncomeStatement(ctx, request.params),
  });

  routes.get(`${REPORTS}/balance-sheet`, {
    config: admin,
    schema: {
      tags,
      operationId: 'getBalanceSheet',
      summary: 'Le bilan simplifié à la fin de l’exercice : actif, passif et résultat',
      params: idParamsSchema,
      response: { 200: balanceSheetSchema },
    },
    handler: (request) => getBalanceSheet(ctx, request.params),
  });

  routes.get(`${REPORTS}/projects`, {
    config: admin,
    schema: {
      tags,
      operationId: 'getProjectReport',
      summary: 'Les charges, produits et résultat de chaque projet dans l’exercice',
      params: idParamsSchema,
      response: { 200: projectReportSchema },
    },
    handler: (request) => getProjectReport(ctx, request.params),
  });

  const csv = (path: string, operationId: string, summary: string, build: typeof exportBalance) =>
    routes.get(`${REPORTS}/${path}`, {
      config: admin,
      compress: FLUSHED_COMPRESSION,
      schema: { tags, operationId, summary, params: idParamsSchema },
      handler: async (request, reply) => sendCsv(reply, await build(ctx, request.params)),
    });
  csv(
    'journal.csv',
    'exportAccountingJournal',
    'Le journal de l’exercice en CSV (Excel français) : chaque ligne de chaque écriture',
    exportJournal,
  );
  csv(
    'general-ledger.csv',
    'exportGeneralLedger',
    'Le grand livre de l’exercice en CSV (Excel français) : les lignes de chaque compte et son solde progressif',
    exportGeneralLedger,
  );
  csv(
    'balance.csv',
    'exportAccountingBalance',
    'La balance de l’exercice en CSV (Excel français)',
    exportBalance,
  );
  csv(
    'income-statement.csv',
    'exportIncomeStatement',
    'Le compte de résultat de l’exercice en CSV (Excel français)',
    exportIncomeStatement,
  );

  routes.get(`${REPORTS}/fec.txt`, {
    config: admin,
    compress: FLUSHED_COMPRESSION,
    schema: {
      tags,
      operationId: 'exportFec',
      summary:
        'Le fichier des écritures comptables (FEC) de l’exercice : les 18 colonnes de l’article A47 A-1 du LPF, séparées par des tabulations',
      params: idParamsSchema,
    },
    handler: async (request, reply) => {
      const file = await exportFec(ctx, request.params);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.content);
    },
  });

  routes.get(`${REPORTS}/financial-report.pdf`, {
    config: admin,
    schema: {
      tags,
      operationId: 'getFinancialReportPdf',
      summary: 'Le rapport financier de l’exercice en PDF : compte de résultat et bilan simplifié',
      params: idParamsSchema,
    },
    handler: async (request, reply) => sendPdf(reply, await downloadFinancialReport(ctx, request.params)),
  });

  routes.post(`${REPORTS}/financial-report/attach`, {
    config: admin,
    schema: {
      tags,
      operationId: 'attachFinancialReport',
      summary:
        'Joindre à l’assemblée : le rapport financier de l’exercice (PDF) ajouté aux documents d’une assemblée générale comme « Rapport financier »',
      params: idParamsSchema,
      body: attachReportInputSchema,
      response: { 201: agDocumentSchema },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await attachFinancialReport(ctx, { ...request.params, ...request.body }, currentUser(request))),
  });

  routes.get(`${BUDGET}`, {
    config: admin,
    schema: {
      tags,
      operationId: 'getAccountingBudget',
      summary: 'Le budget de l’exercice : un montant par compte de charges ou de produits',
      params: idParamsSchema,
      response: { 200: budgetSchema },
    },
    handler: (request) => getBudget(ctx, request.params),
  });

  routes.put(`${BUDGET}`, {
    config: admin,
    schema: {
      tags,
      operationId: 'setAccountingBudget',
      summary: 'Remplacer le budget d’un exercice ouvert (comptes de classe 6 ou 7, montants en centimes)',
      params: idParamsSchema,
      body: budgetInputSchema,
      response: { 200: budgetSchema },
    },
    handler: (request) => setBudget(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.post(`${BUDGET}/copy-previous`, {
    config: admin,
    schema: {
      tags,
      operationId: 'copyPreviousActualsToBudget',
      summary: 'Copier le réalisé de l’exercice précédent (charges et produits) dans le budget de l’exercice',
      params: idParamsSchema,
      response: { 200: budgetSchema },
    },
    handler: (request) => copyPreviousActuals(ctx, request.params, currentUser(request)),
  });
}
