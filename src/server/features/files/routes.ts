import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { isSignatureValid } from '../../infra/storage/signed-links.ts';
import { attachmentDisposition, isValidKey, PUBLIC_PREFIXES } from '../../infra/storage/storage.ts';

/**
 * Images stay on our own address, with S3 too: a page shows many, each small, and the browser
 * keeps them, which a presigned link valid 60 seconds would defeat. A key is never reused (each
 * upload gets a new one), so a kept copy is never stale; a day bounds how long a removed picture
 * lingers in a browser.
 */
const PUBLIC_IMAGE_CACHE = 'public, max-age=86400';

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.txt': 'text/plain; charset=utf-8',
};

type SendOptions = { downloadName?: string; cacheControl?: string };

async function sendStoredFile(ctx: AppContext, reply: FastifyReply, key: string, options: SendOptions) {
  const file = isValidKey(key) ? await ctx.storage.read(key) : null;
  if (!file) throw notFound('Fichier introuvable');
  reply.type(
    file.contentType ?? CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
  );
  if (file.size !== undefined) reply.header('content-length', file.size);
  if (options.downloadName) reply.header('content-disposition', attachmentDisposition(options.downloadName));
  if (options.cacheControl) reply.header('cache-control', options.cacheControl);
  return reply.send(file.body);
}

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['fichiers'];

  routes.get('/api/files/download', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'downloadFile',
      summary: 'Télécharger un fichier par un lien signé (valable 60 s)',
      querystring: z.object({
        key: z.string().min(1),
        expires: z.coerce.number().int(),
        signature: z.string().min(1),
        name: z.string().max(255).optional(),
      }),
    },
    handler: async (request, reply) => {
      // The signature is the authorisation: only our server hands these links out, to whom may read.
      if (!isSignatureValid(ctx.config.sessionSecret, request.query)) {
        throw forbidden('Lien de téléchargement invalide ou expiré', 'INVALID_LINK');
      }
      return sendStoredFile(ctx, reply, request.query.key, {
        downloadName: request.query.name ?? path.basename(request.query.key),
      });
    },
  });

  routes.get('/api/files/public/*', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'getPublicFile',
      summary: 'Images affichées dans les pages (avatars, événements, matériel)',
    },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!PUBLIC_PREFIXES.some((prefix) => key.startsWith(`${prefix}/`)))
        throw notFound('Fichier introuvable');
      return sendStoredFile(ctx, reply, key, { cacheControl: PUBLIC_IMAGE_CACHE });
    },
  });
}
