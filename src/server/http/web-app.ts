import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { handleNotFound } from './error-handler.ts';

/**
 * Serves the built web app (looked up on each request, so a rebuild needs no restart); every
 * other non-API path gets index.html so the router decides.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDir, 'index.html'));
  if (hasBuild) await app.register(fastifyStatic, { root: webDir, wildcard: true });
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (isPage && hasBuild) return reply.type('text/html').sendFile('index.html');
    return handleNotFound(request, reply);
  });
}
