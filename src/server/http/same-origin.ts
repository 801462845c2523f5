import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Session cookies are SameSite=Lax; on top of that, a browser request that changes something
 * must come from our own pages. Requests without an Origin (server to server, tests) pass.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const sameHost = request.headers.host !== undefined && new URL(origin).host === request.headers.host;
    if (origin !== publicOrigin && !sameHost) throw forbidden('Origine de la requête refusée', 'BAD_ORIGIN');
  });
}
