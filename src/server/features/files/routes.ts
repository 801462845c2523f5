import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { attachmentDisposition } from '../../infra/storage/storage.ts';
import { readPublicFile, readSignedFile } from './service.ts';

/**
 * Images stay on our own address, with S3 too: a page shows many, each small, and the browser
 * keeps them, which a presigned link valid 60 seconds would defeat. A key is never reused (each
 * upload gets a new one), so a kept copy is never stale; a day bounds how long a removed picture
 * lingers in a browser.
 */
const PUBLIC_IMAGE_CACHE = 'public, max-age=86400';

type SendOptions = { downloadName?: string; cacheControl?: string };

function sendFile(
  reply: FastifyReply,
  file: Awaited<ReturnType<typeof readPublicFile>>,
  options: SendOptions,
) {
  reply.type(file.contentType);
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
      const file = await readSignedFile(ctx, request.query);
      return sendFile(reply, file, { downloadName: file.downloadName });
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
      const file = await readPublicFile(ctx, { key: (request.params as { '*': string })['*'] });
      return sendFile(reply, file, { cacheControl: PUBLIC_IMAGE_CACHE });
    },
  });
}
