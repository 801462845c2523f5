import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AuditFilters,
  auditActionLabel,
  auditFiltersSchema,
  auditPageSchema,
  describeAuditChanges,
  listAuditQuerySchema,
} from '../../../domain/audit.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { todayIso } from '../../../domain/members.ts';
import type { AppContext } from '../../app-context.ts';
import { excelCsvBatches } from '../../http/excel-csv.ts';
import { FLUSHED_COMPRESSION } from '../../http/flushed-compression.ts';
import { attachmentDisposition } from '../../infra/storage/storage.ts';
import { listAuditLog, listAuditLogForExport } from './service.ts';

/** The columns of `/admin/journal`, in its words. */
const CSV_HEADER = ['Date et heure', 'Administrateur', 'Action', 'Élément', 'Modifications'];

async function* csvBatches(ctx: AppContext, filters: AuditFilters) {
  for await (const entries of listAuditLogForExport(ctx, filters))
    yield entries.map((entry) => [
      formatDateTime(entry.at),
      entry.actor_name,
      auditActionLabel(entry.action),
      entry.target_label,
      describeAuditChanges(entry.changes ?? {}),
    ]);
}

/** The journal is read only: no route changes or deletes its rows. */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['journal'];
  const admin = { role: 'admin' as const };

  routes.get('/api/admin/audit', {
    config: admin,
    schema: {
      tags,
      summary:
        'Une page du journal des actions des administrateurs, la plus récente d’abord (recherche sur l’administrateur, l’action et l’élément ; filtre par action)',
      operationId: 'listAuditLog',
      querystring: listAuditQuerySchema,
      response: { 200: auditPageSchema },
    },
    handler: (request) => listAuditLog(ctx, request.query),
  });

  routes.get('/api/admin/audit.csv', {
    config: admin,
    compress: FLUSHED_COMPRESSION,
    schema: {
      tags,
      operationId: 'exportAuditLog',
      summary:
        'Export CSV (Excel français) du journal des administrateurs, avec la recherche et le filtre par action de la page',
      querystring: auditFiltersSchema,
    },
    handler: (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`journal-${todayIso()}.csv`))
        .send(excelCsvBatches(CSV_HEADER, csvBatches(ctx, request.query))),
  });
}
