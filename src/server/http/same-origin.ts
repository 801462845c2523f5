import type { FastifyInstance } from 'fastify';
import { ORIGIN_REFUSED } from '../../domain/errors.ts';
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
    const host = originHost(origin);
    const sameHost = host !== null && request.headers.host !== undefined && host === request.headers.host;
    if (origin !== publicOrigin && !sameHost) throw forbidden(ORIGIN_REFUSED, 'BAD_ORIGIN');
  });
}

/**
 * The host of an Origin header as browsers write it (scheme, host, port; nothing more), or null
 * for anything else: `null` from a sandboxed frame, a path, or text that is not a URL at all.
 */
function originHost(origin: string): string | null {
  const url = URL.parse(origin);
  return url !== null && url.origin === origin ? url.host : null;
}
