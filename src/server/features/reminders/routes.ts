import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendDueRemindersResultSchema, upcomingRemindersSchema } from '../../../domain/reminders.ts';
import { z } from '../../../domain/zod.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { listUpcomingReminders, optOutOfReminders, sendDueRemindersNow } from './service.ts';
import { renderUnsubscribePage, type UnsubscribePage } from './unsubscribe-page.ts';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from './unsubscribe-token.ts';

function registerAdminReminderRoutes(app: FastifyInstance, ctx: AppContext) {
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

const tokenQuery = z.object({ token: z.string().optional() });

/** The page of a reminder's link: public, the member may well not be signed in. */
function registerUnsubscribeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.register(async (scope) => {
    // The button posts a plain HTML form, and RFC 8058 clients post `List-Unsubscribe=One-Click`:
    // the token is in the address, the body carries nothing we read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
      done(null, {}),
    );
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const answer = async (reply: FastifyReply, page: UnsubscribePage) => {
      const { name } = await getAssociationSettings(ctx.db, ctx.config);
      return reply
        .status(page.state === 'invalid' ? 400 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderUnsubscribePage(page, name, reply.cspNonce.style));
    };
    const memberOf = (token: string | undefined) =>
      token === undefined ? undefined : readUnsubscribeToken(ctx.config.sessionSecret, token);

    routes.get(UNSUBSCRIBE_PATH, { schema: { hide: true, querystring: tokenQuery } }, (request, reply) => {
      const { token } = request.query;
      if (!memberOf(token)) return answer(reply, { state: 'invalid' });
      return answer(reply, {
        state: 'confirm',
        actionUrl: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token ?? '')}`,
      });
    });
    routes.post(
      UNSUBSCRIBE_PATH,
      { schema: { hide: true, querystring: tokenQuery } },
      async (request, reply) => {
        const userId = memberOf(request.query.token);
        if (!userId) return answer(reply, { state: 'invalid' });
        await optOutOfReminders(ctx.db, userId);
        return answer(reply, { state: 'done' });
      },
    );
  });
}

export function registerRemindersRoutes(app: FastifyInstance, ctx: AppContext) {
  registerAdminReminderRoutes(app, ctx);
  registerUnsubscribeRoutes(app, ctx);
}
