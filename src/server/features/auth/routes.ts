import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  okResponseSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  verifyCodeSchema,
} from '../../../domain/auth.ts';
import type { AppContext } from '../../app-context.ts';
import { forwardCookies, toFetchHeaders, toSessionRequest } from './better-auth-bridge.ts';
import {
  getSession,
  requestPasswordReset,
  resendSignInCode,
  resetPassword,
  signOut,
  startSignIn,
  verifySignInCode,
} from './service.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  routes.get('/api/auth/session', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'getSession',
      summary: 'Utilisateur connecté, ou null',
      response: { 200: sessionResponseSchema },
    },
    handler: async (request, reply) => {
      const session = await getSession(ctx, toSessionRequest(request));
      forwardCookies(reply, session.cookies);
      return { user: session.result };
    },
  });

  routes.post('/api/auth/login', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'startSignIn',
      summary: 'Étape 1 : mot de passe, puis envoi du code',
      body: loginSchema,
      response: { 200: loginResponseSchema },
    },
    handler: async (request, reply) => {
      const signIn = await startSignIn(ctx, {
        credentials: request.body,
        headers: toFetchHeaders(request),
        ip: request.ip,
      });
      forwardCookies(reply, signIn.cookies);
      return { step: 'code' as const, email: signIn.result.email };
    },
  });

  routes.post('/api/auth/resend-code', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'resendSignInCode',
      summary: 'Renvoyer le code de connexion',
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await resendSignInCode(ctx, { headers: toFetchHeaders(request), ip: request.ip });
      return { ok: true as const };
    },
  });

  routes.post('/api/auth/verify-code', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'verifySignInCode',
      summary: 'Étape 2 : le code reçu par mail',
      body: verifyCodeSchema,
      response: { 200: sessionResponseSchema },
    },
    handler: async (request, reply) => {
      const verified = await verifySignInCode(ctx, {
        code: request.body.code,
        headers: toFetchHeaders(request),
      });
      forwardCookies(reply, verified.cookies);
      return { user: verified.result };
    },
  });

  routes.post('/api/auth/logout', {
    config: { role: 'public' },
    schema: { tags, operationId: 'signOut', summary: 'Déconnexion', response: { 200: okResponseSchema } },
    handler: async (request, reply) => {
      forwardCookies(reply, await signOut(ctx, toFetchHeaders(request)));
      return { ok: true as const };
    },
  });

  routes.post('/api/auth/forgot-password', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'requestPasswordReset',
      summary: 'Envoyer un lien de réinitialisation',
      body: forgotPasswordSchema,
      response: { 200: okResponseSchema },
    },
    preHandler: async (request) => {
      await ctx.limits.strangerMails.checkResetRequester(request.ip);
    },
    handler: async (request) => {
      await requestPasswordReset(ctx, request.body);
      return { ok: true as const };
    },
  });

  routes.post('/api/auth/reset-password', {
    config: { role: 'public' },
    schema: {
      tags,
      operationId: 'resetPassword',
      summary: 'Choisir un nouveau mot de passe',
      body: resetPasswordSchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await resetPassword(ctx, request.body);
      return { ok: true as const };
    },
  });
}
