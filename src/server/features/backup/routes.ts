import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { attachmentDisposition } from '../../infra/storage/storage.ts';
import { downloadBackup } from './service.ts';

/** The whole association in one archive, for the administrator (`npm run backup` reads the database itself). */
export function registerBackupRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sauvegardes'];

  // A POST: a GET travels with the session cookie from any site's link (SameSite=Lax), and each
  // archive stalls the database a moment and writes a journal line. The page posts a form, so the
  // browser still streams the archive to the disk; the same-origin check covers the POST.
  routes.post('/api/admin/backup', {
    config: { role: 'admin' },
    schema: {
      tags,
      summary: 'Télécharger une sauvegarde complète (base de données et fichiers, archive ZIP)',
      operationId: 'downloadBackup',
    },
    handler: async (request, reply) => {
      const { body, size, name } = await downloadBackup(ctx, currentUser(request));
      return reply
        .type('application/zip')
        .header('content-length', size)
        .header('content-disposition', attachmentDisposition(name))
        .send(body);
    },
  });
}
