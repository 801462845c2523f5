import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import type { AppContext } from '../../app-context.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { optOutOfCategory } from './preferences.ts';
import { renderUnsubscribePage, type UnsubscribePage } from './unsubscribe-page.ts';
import { REMINDERS_UNSUBSCRIBE_PATH, readUnsubscribeToken, UNSUBSCRIBE_PATH } from './unsubscribe-token.ts';

const tokenQuery = z.object({ token: z.string().default('') });

/** The page of a mail's stop link: public, the member may well not be signed in. */
export function registerUnsubscribeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.register(async (scope) => {
    // The button posts a plain HTML form, and RFC 8058 clients post `List-Unsubscribe=One-Click`:
    // the token is in the address, the body carries nothing we read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
      done(null, {}),
    );
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const answer = async (reply: FastifyReply, page: UnsubscribePage) => {
      const { name } = await getAssociationSettings(ctx);
      return reply
        .status(page.state === 'invalid' ? 400 : 200)
        .type('text/html; charset=utf-8')
        .send(renderUnsubscribePage(page, name, reply.cspNonce.style));
    };
    const requestOf = (token: string) => readUnsubscribeToken(ctx.config.sessionSecret, token);

    for (const path of [UNSUBSCRIBE_PATH, REMINDERS_UNSUBSCRIBE_PATH]) {
      routes.get(path, { schema: { hide: true, querystring: tokenQuery } }, (request, reply) => {
        const { token } = request.query;
        const asked = requestOf(token);
        if (!asked) return answer(reply, { state: 'invalid' });
        return answer(reply, {
          state: 'confirm',
          category: asked.category,
          actionUrl: `${path}?token=${encodeURIComponent(token)}`,
        });
      });
      routes.post(path, { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
        const asked = requestOf(request.query.token);
        if (!asked) return answer(reply, { state: 'invalid' });
        await optOutOfCategory(ctx, asked);
        return answer(reply, { state: 'done', category: asked.category });
      });
    }
  });
}
