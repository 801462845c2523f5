import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerChartRoutes } from './chart-routes.ts';
import { registerEntryRoutes } from './entry-routes.ts';
import { registerPayoutRoutes } from './posting/payout-routes.ts';
import { registerReportRoutes } from './reports/routes.ts';
import { registerYearRoutes } from './year-routes.ts';

/**
 * The association's books, all under `/api/admin/accounting`, all declared `role: 'admin'`: this
 * feature is the one area a treasurer's role will be given, without rewriting a route.
 */
export function registerAccountingRoutes(app: FastifyInstance, ctx: AppContext) {
  registerYearRoutes(app, ctx);
  registerChartRoutes(app, ctx);
  registerEntryRoutes(app, ctx);
  registerPayoutRoutes(app, ctx);
  registerReportRoutes(app, ctx);
}
