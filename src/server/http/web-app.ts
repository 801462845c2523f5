import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { handleNotFound } from './error-handler.ts';

/** Written in index.html where the page reads the nonce of its `<style>` elements. */
const STYLE_NONCE_PLACEHOLDER = '__CSP_STYLE_NONCE__';
const PAGE_PATHS = new Set(['/', '/index.html']);

/**
 * Serves the built web app (looked up on each request, so a rebuild needs no restart); every
 * other non-API path gets index.html so the router decides. index.html is never sent as a
 * file: each answer carries the style nonce of its own Content-Security-Policy.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: true,
      index: false,
      allowedPath: (pathname) => !PAGE_PATHS.has(pathname),
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = ['GET', 'HEAD'].includes(request.method) && !request.url.startsWith('/api/');
    if (!isPage || !hasBuild) return handleNotFound(request, reply);
    const page = await readFile(indexFile, 'utf8');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.replaceAll(STYLE_NONCE_PLACEHOLDER, reply.cspNonce.style));
  });
}
