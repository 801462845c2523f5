import { describe, expect, it } from 'vitest';
import { handlerProblems, type SourceFile } from './handler-rules.ts';

const file = 'src/server/features/questions/routes.ts';

const shaped: SourceFile = {
  file,
  text: `export function registerQuestionsRoutes(app: FastifyInstance, ctx: AppContext) {
  routes.get('/api/questions/:id', {
    config: { role: 'member' },
    schema: { operationId: 'getQuestion', params: idParamsSchema },
    handler: (request) => getQuestion(ctx, request.params),
  });
  routes.post('/api/questions', {
    config: { role: 'public' },
    schema: { operationId: 'askQuestion', body: questionInputSchema },
    handler: async (request, reply) =>
      reply.status(201).send(await askQuestion(ctx, request.body, await sessionUser(ctx, request, reply))),
  });
  routes.get('/questions/:id/page', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/html').send(renderQuestion(await getQuestion(ctx, request.params))),
  );
}
`,
};

const reasons = (source: SourceFile) => handlerProblems(source).map(({ line, reason }) => ({ line, reason }));

describe('the shape of a handler', () => {
  it('accepts handlers that hand the whole context to one service, beside the signed-in user', () => {
    expect(handlerProblems(shaped)).toEqual([]);
  });

  it('refuses a context taken apart by the routes', () => {
    const planted = shaped.text.replace('ctx: AppContext', '{ db, config }: AppContext');
    expect(reasons({ file, text: planted })).toEqual([
      { line: 1, reason: expect.stringContaining('le contexte est pris en morceaux') },
    ]);
  });

  it('refuses a handler that reads the context itself', () => {
    const planted = shaped.text.replace(
      'getQuestion(ctx, request.params),',
      'getQuestion(ctx.db, request.params),',
    );
    expect(reasons({ file, text: planted })).toEqual([
      { line: 5, reason: expect.stringContaining('le gestionnaire lit `ctx.db`') },
    ]);
  });

  it('refuses a handler that does the work of several services', () => {
    const planted = shaped.text.replace(
      'handler: (request) => getQuestion(ctx, request.params),',
      `handler: async (request) => {
      const question = await getQuestion(ctx, request.params);
      await recordView(ctx, question);
      return question;
    },`,
    );
    expect(reasons({ file, text: planted })).toEqual([
      { line: 5, reason: expect.stringContaining('appelle 2 services (getQuestion, recordView)') },
    ]);
  });

  it('reads a handler given as the route’s last argument too', () => {
    const planted = shaped.text.replace(
      'renderQuestion(await getQuestion(ctx, request.params))',
      'renderQuestion(await findQuestion(ctx.db, request.params.id))',
    );
    expect(reasons({ file, text: planted })).toEqual([
      { line: 13, reason: expect.stringContaining('le gestionnaire lit `ctx.db`') },
    ]);
  });
});
