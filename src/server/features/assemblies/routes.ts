import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerAssemblyAdminRoutes } from './admin-routes.ts';
import { registerCountingRoutes } from './counting-routes.ts';
import { registerAssemblyDayRoutes } from './day-routes.ts';
import { registerAssemblyMemberRoutes } from './member-routes.ts';
import { registerAssemblyMinutesRoutes } from './minutes-routes.ts';
import { registerResolutionRoutes } from './resolution-routes.ts';

export function registerAssembliesRoutes(app: FastifyInstance, ctx: AppContext) {
  registerAssemblyMemberRoutes(app, ctx);
  registerAssemblyAdminRoutes(app, ctx);
  registerAssemblyMinutesRoutes(app, ctx);
  registerAssemblyDayRoutes(app, ctx);
  registerResolutionRoutes(app, ctx);
  registerCountingRoutes(app, ctx);
}
