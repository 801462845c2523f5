import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerMembersAdminRoutes } from './admin-routes.ts';
import { registerMemberImportRoutes } from './import-routes.ts';
import { registerMemberRoutes } from './member-routes.ts';

export function registerMembersRoutes(app: FastifyInstance, ctx: AppContext) {
  registerMemberRoutes(app, ctx);
  registerMembersAdminRoutes(app, ctx);
  registerMemberImportRoutes(app, ctx);
}
