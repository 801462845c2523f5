import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../domain/auth.ts';
import { idParamsSchema } from '../../../domain/ids.ts';
import {
  drawQuestionQuerySchema,
  listQuestionsQuerySchema,
  questionDrawSchema,
  questionInputSchema,
  questionPageSchema,
  questionSchema,
} from '../../../domain/questions.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/role-guard.ts';
import { createQuestion, deleteQuestion, drawQuestion, listQuestions, updateQuestion } from './service.ts';

export function registerQuestionsRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['questions inspirantes'];

  routes.get('/api/questions', {
    config: { role: 'admin', module: 'questions' },
    schema: {
      tags,
      operationId: 'listQuestions',
      summary: 'Une page des questions inspirantes, les plus récentes d’abord (recherche dans le texte)',
      querystring: listQuestionsQuerySchema,
      response: { 200: questionPageSchema },
    },
    handler: (request) => listQuestions(ctx, request.query),
  });

  routes.get('/api/questions/random', {
    config: { role: 'member', module: 'questions' },
    schema: {
      tags,
      operationId: 'drawQuestion',
      summary:
        'Une question tirée au hasard, autre que celle affichée (exclude) dès qu’il en existe une autre',
      querystring: drawQuestionQuerySchema,
      response: { 200: questionDrawSchema },
    },
    handler: (request) => drawQuestion(ctx, request.query),
  });

  routes.post('/api/questions', {
    config: { role: 'admin', module: 'questions' },
    schema: {
      tags,
      operationId: 'createQuestion',
      summary: 'Ajouter une question',
      body: questionInputSchema,
      response: { 201: questionSchema },
    },
    handler: async (request, reply) => {
      return reply.status(201).send(await createQuestion(ctx, request.body, currentUser(request)));
    },
  });

  routes.put('/api/questions/:id', {
    config: { role: 'admin', module: 'questions' },
    schema: {
      tags,
      operationId: 'updateQuestion',
      summary: 'Modifier une question',
      params: idParamsSchema,
      body: questionInputSchema,
      response: { 200: questionSchema },
    },
    handler: (request) => updateQuestion(ctx, { ...request.params, ...request.body }, currentUser(request)),
  });

  routes.delete('/api/questions/:id', {
    config: { role: 'admin', module: 'questions' },
    schema: {
      tags,
      operationId: 'deleteQuestion',
      summary: 'Supprimer une question',
      params: idParamsSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await deleteQuestion(ctx, request.params, currentUser(request));
      return { ok: true as const };
    },
  });
}
