import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerCatalogueRoutes } from './catalogue-routes.ts';
import { registerCategoryRoutes } from './categories-routes.ts';
import { registerLoanRoutes } from './loans-routes.ts';

/** Equipment lending: the catalogue, its categories, and the loans with their stock. */
export function registerMaterialsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCategoryRoutes(app, ctx);
  registerCatalogueRoutes(app, ctx);
  registerLoanRoutes(app, ctx);
}
