import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/auth.ts';
import { type DrawnPage, TAKE_OVER_COVER_ID } from '../../domain/first-load.ts';
import { handleNotFound } from './error-handler.ts';
import { pageAssetLinks } from './page-assets.ts';
import { sendPageInParts } from './page-stream.ts';
import { type WebBuild, webBuildReader } from './web-build.ts';

/** Written in index.html where the page reads the nonce of its `<style>` elements. */
const STYLE_NONCE_PLACEHOLDER = '__CSP_STYLE_NONCE__';
/** Where the app draws itself in index.html. */
const EMPTY_ROOT = '<div id="root"></div>';
const PAGE_PATHS = new Set(['/', '/index.html']);
/** Vite names every file under /assets/ after a hash of its content: a new version is a new name. */
const HASHED_ASSETS_PREFIX = '/assets/';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Who the request's session belongs to, if anyone; a refreshed session cookie goes out with the reply. */
type SessionOf = (request: FastifyRequest, reply: FastifyReply) => Promise<SessionUser | null>;

/** What the browser says of its screen: Chromium's client hint, else the user agent's own word. */
function hasNarrowScreen(request: FastifyRequest): boolean {
  if (request.headers['sec-ch-ua-mobile']) return request.headers['sec-ch-ua-mobile'] === '?1';
  return /\bMobi|\bAndroid\b/.test(request.headers['user-agent'] ?? '');
}

/**
 * A page's API calls, made while the server draws it: answered by the server's own routes, as the
 * page's visitor (their cookies and address), without leaving the process.
 */
function callsAs(app: FastifyInstance, request: FastifyRequest) {
  return async (call: Request): Promise<Response> => {
    const { pathname, search } = new URL(call.url);
    const answer = await app.inject({
      method: call.method as 'GET',
      url: `${pathname}${search}`,
      headers: {
        accept: 'application/json',
        cookie: request.headers.cookie ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
      },
      remoteAddress: request.ip,
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: contentType ? { 'content-type': String(contentType) } : {},
    });
  };
}

/**
 * Serves the built web app; every other non-API path is a page. A page is drawn by the server
 * (`src/web/entry-server.tsx`): its HTML holds the page's frame, heading and first data, which
 * the browser paints before any script runs, and the data it was drawn from, so that the
 * browser takes the page over without reading it again. A visitor the guards send elsewhere is
 * redirected here. When the session cannot be read (the database is out), or drawing fails, the
 * page goes out empty and the browser draws it, as it does every later page.
 *
 * A page is never sent as a file: each answer carries the style nonce of its own
 * Content-Security-Policy. The build writes a brotli and a gzip copy beside each script and
 * stylesheet; the one the browser accepts goes out as it is. Hashed assets are kept a year; a
 * page, which holds the visitor's data, is never kept (security-headers.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  sessionOf: SessionOf,
): Promise<void> {
  const readBuild = webBuildReader(webDir);
  const hashedAssetsDir = path.join(webDir, HASHED_ASSETS_PREFIX);
  if (existsSync(path.join(webDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      // Only hashed assets are kept: any other file keeps the security headers' `no-store`.
      cacheControl: false,
      allowedPath: (pathname) => !PAGE_PATHS.has(pathname),
      setHeaders: (reply, filePath) => {
        if (filePath.startsWith(hashedAssetsDir)) reply.header('cache-control', HASHED_ASSET_CACHE);
      },
    });
  }

  /**
   * What the server does with a first load: redirect the visitor, or send the page with its
   * styles and code named in its head and, once drawn, its body; or send it empty, for the
   * browser to draw, when the session cannot be read (the database is out) or the build has no
   * server entry.
   */
  async function planOf(build: WebBuild, request: FastifyRequest, reply: FastifyReply) {
    if (!build.entry) return null;
    let user: SessionUser | null;
    try {
      user = await sessionOf(request, reply);
    } catch {
      return null;
    }
    return build.entry.planFirstLoad({
      url: request.url,
      user,
      styleNonce: reply.cspNonce.style,
      isNarrowScreen: hasNarrowScreen(request),
      fetch: callsAs(app, request),
      onError: (error) => request.log.error({ err: error }, 'page drawn with an error'),
    });
  }

  /** The app's root as drawn, with its data; empty, for the browser to draw, if drawing failed. */
  async function drawnRoot(draw: () => Promise<DrawnPage>, request: FastifyRequest): Promise<string> {
    try {
      const { html, firstPage } = await draw();
      // Covered until the browser has taken it over (useTakenOver.ts): a click before then would
      // be lost. A cover rather than `inert` on the root: taking that away made the browser work
      // out the style of every element of the page again (34 ms on the register, before any slowdown).
      return `<div id="root">${html}</div><div id="${TAKE_OVER_COVER_ID}"></div>${firstPage}`;
    } catch (error) {
      request.log.error({ err: error }, 'page not drawn: the browser draws it');
      return EMPTY_ROOT;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A missing asset (an old version's chunk) is a 404, not a page the browser would try to run.
    const isPage =
      ['GET', 'HEAD'].includes(request.method) &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith(HASHED_ASSETS_PREFIX);
    const build = isPage ? await readBuild() : null;
    if (!build) return handleNotFound(request, reply);
    const plan = await planOf(build, request, reply);
    if (plan && 'redirect' in plan) return reply.redirect(plan.redirect);
    const [beforeRoot = '', afterRoot = ''] = build.page
      .replaceAll(STYLE_NONCE_PLACEHOLDER, reply.cspNonce.style)
      .split(EMPTY_ROOT);
    const page = sendPageInParts(request, reply);
    if (!plan) {
      page.end(`${beforeRoot}${EMPTY_ROOT}${afterRoot}`);
      return reply;
    }
    page.write(beforeRoot.replace('</head>', `${pageAssetLinks(build.manifest, plan.pageFiles)}</head>`));
    page.end(`${await drawnRoot(plan.draw, request)}${afterRoot}`);
    return reply;
  });
}
