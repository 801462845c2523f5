import type { FastifyInstance } from 'fastify';
import type { ModuleName } from '../../../domain/modules.ts';
import type { AppContext } from '../../app-context.ts';
import { handleNotFound } from '../../http/error-handler.ts';
import { isModuleSwitchedOn } from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The module the route belongs to: while it is switched off, the route does not exist. */
    module?: ModuleName;
  }
}

type RegisterRoutes = (app: FastifyInstance, ctx: AppContext) => void;

/** A feature whose routes all belong to a module the association may switch off. */
type ModuleFeature = { module: ModuleName; register: RegisterRoutes };

export const ofModule = (module: ModuleName, register: RegisterRoutes): ModuleFeature => ({
  module,
  register,
});

/**
 * Answers 404 on the routes of a switched-off module, and returns how the features' routes are
 * registered: those of a module must each name it (`config.module`), and no other route may, so
 * that a route added tomorrow to a module's feature without it stops the start-up rather than
 * staying open while the module is off. Called before the role guard: a switched-off module's
 * routes answer as an unknown address does, telling nobody, signed in or not, that they exist.
 */
export function registerModuleGuard(
  app: FastifyInstance,
  ctx: AppContext,
): (features: (RegisterRoutes | ModuleFeature)[]) => void {
  let registering: ModuleName | undefined;
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const declared = route.config?.module;
    if (declared === registering) return;
    const name = `${String(route.method)} ${route.url}`;
    throw new Error(
      registering
        ? `route ${name} declares no module (${registering})`
        : `route ${name} declares module ${declared} outside its feature`,
    );
  });
  app.addHook('onRequest', async (request, reply) => {
    const module = request.routeOptions.config.module;
    if (!module || (await isModuleSwitchedOn(ctx.db, module))) return;
    return handleNotFound(request, reply);
  });
  return (features) => {
    for (const feature of features) {
      if (typeof feature === 'function') {
        feature(app, ctx);
        continue;
      }
      registering = feature.module;
      try {
        feature.register(app, ctx);
      } finally {
        registering = undefined;
      }
    }
  };
}
