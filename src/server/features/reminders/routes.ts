import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendDueRemindersResultSchema, upcomingRemindersSchema } from '../../../domain/reminders.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { listUpcomingReminders, sendDueRemindersNow } from './service.ts';

export function registerRemindersRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['relances'];

  routes.get('/api/admin/reminders', {
    config: { role: 'admin' },
    schema: {
      tags,
      summary: 'Les relances de renouvellement des 30 prochains jours',
      operationId: 'listUpcomingReminders',
      response: { 200: upcomingRemindersSchema },
    },
    handler: () => listUpcomingReminders(ctx),
  });

  routes.post('/api/admin/reminders/send-due', {
    config: { role: 'admin' },
    schema: {
      tags,
      summary: 'Envoyer maintenant les relances dues (chacune une seule fois)',
      operationId: 'sendDueReminders',
      response: { 200: sendDueRemindersResultSchema },
    },
    handler: async (request) => ({ sent: await sendDueRemindersNow(ctx, currentUser(request)) }),
  });
}
