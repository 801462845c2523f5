import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/auth.ts';
import { readAreaPreloads, type SignedInArea } from './area-preloads.ts';
import { handleNotFound } from './error-handler.ts';

/** Written in index.html where the page reads the nonce of its `<style>` elements. */
const STYLE_NONCE_PLACEHOLDER = '__CSP_STYLE_NONCE__';
const PAGE_PATHS = new Set(['/', '/index.html']);
/** Vite names every file under /assets/ after a hash of its content: a new version is a new name. */
const HASHED_ASSETS_PREFIX = '/assets/';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const ADMIN_PAGES_PREFIX = '/admin';

/** Who the request's session belongs to, if anyone; a refreshed session cookie goes out with the reply. */
type SessionOf = (request: FastifyRequest, reply: FastifyReply) => Promise<SessionUser | null>;

/** The area a signed-in visitor's page will draw: an administrator's pages, or the member's. */
function areaOf(url: string, user: SessionUser): SignedInArea {
  return url.startsWith(ADMIN_PAGES_PREFIX) && user.role === 'admin' ? 'admin' : 'member';
}

/**
 * Serves the built web app (looked up on each request, so a rebuild needs no restart); every
 * other non-API path gets index.html so the router decides. index.html is never sent as a
 * file: each answer carries the style nonce of its own Content-Security-Policy, and the browser
 * asks again each time (`no-cache`) so that it always loads the current version's assets.
 *
 * The build writes a brotli and a gzip copy beside each script and stylesheet; the one the
 * browser accepts goes out as it is, with no compression work per request. Hashed assets are
 * kept a year: their content never changes under a given name.
 *
 * A signed-in visitor's page also names the code of the area it will draw (`area-preloads.ts`),
 * so that the browser fetches it along with the first scripts; a visitor who is not signed in
 * is not sent it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  sessionOf: SessionOf,
): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const hashedAssetsDir = path.join(webDir, HASHED_ASSETS_PREFIX);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      allowedPath: (pathname) => !PAGE_PATHS.has(pathname),
      setHeaders: (reply, filePath) => {
        if (filePath.startsWith(hashedAssetsDir)) reply.header('cache-control', HASHED_ASSET_CACHE);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A missing asset (an old version's chunk) is a 404, not a page the browser would try to run.
    const isPage =
      ['GET', 'HEAD'].includes(request.method) &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith(HASHED_ASSETS_PREFIX);
    if (!isPage || !hasBuild) return handleNotFound(request, reply);
    const [page, preloads, user] = await Promise.all([
      readFile(indexFile, 'utf8'),
      readAreaPreloads(webDir),
      // The page never waits on the database: unread, the session only costs the preloads.
      sessionOf(request, reply).catch(() => null),
    ]);
    const areaLinks = user ? preloads[areaOf(request.url, user)] : '';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        page
          .replaceAll(STYLE_NONCE_PLACEHOLDER, reply.cspNonce.style)
          .replace('</head>', `${areaLinks}</head>`),
      );
  });
}
