import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/auth.ts';
import { forbidden, unauthorized } from './errors.ts';

type RouteRole = 'public' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    role?: RouteRole;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The signed-in user of a member or admin route; the guard has already refused anyone else. */
export function currentUser(request: { user: SessionUser | null }): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Methods that change nothing: their answers need not wait for the session cache. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How the guard learns who asks: handed in by app.ts from the auth feature, which http does not name. */
export type RoleGuardSessions = {
  /** The request's signed-in user, if any; a refreshed session cookie goes out with the reply. */
  findUser: (request: FastifyRequest, reply: FastifyReply) => Promise<SessionUser | null>;
  /** Resolves once this process has heard of the sessions ended and roles changed before now. */
  catchUp: () => Promise<void>;
};

/**
 * Every API route must say who may call it: the role is checked here, once, before the body is
 * even parsed, and published in the OpenAPI document as `x-role`. It must also name its operation:
 * the web client's generated types are keyed by that name, so a route without one would be a hole
 * in the contract.
 */
export function registerRoleGuard(app: FastifyInstance, sessions: RoleGuardSessions): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const name = `${String(route.method)} ${route.url}`;
    const role = route.config?.role;
    if (!role) throw new Error(`route ${name} declares no role`);
    if (!route.schema?.hide && !route.schema?.operationId)
      throw new Error(`route ${name} declares no operationId`);
    route.schema = { ...route.schema, 'x-role': role } as typeof route.schema;
  });

  app.addHook('onRequest', async (request, reply) => {
    const role = request.routeOptions.config.role;
    if (!role || role === 'public') return;
    const user = await sessions.findUser(request, reply);
    if (!user) throw unauthorized();
    if (role === 'admin' && user.role !== 'admin') throw forbidden();
    request.user = user;
  });

  // A write may have ended a session or changed a role: the next request must not find it remembered.
  app.addHook('onSend', async (request) => {
    if (!READ_METHODS.has(request.method)) await sessions.catchUp();
  });
}
