import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerAssociationRoutes } from './features/association/routes.ts';
import { createAuth } from './features/auth/better-auth.ts';
import { registerAuthRoutes } from './features/auth/routes.ts';
import { registerHealthRoutes } from './features/health/routes.ts';
import { registerLegalRoutes } from './features/legal/routes.ts';
import { registerPaymentRoutes } from './features/payments/routes.ts';
import { registerRegistrationRoutes } from './features/registration/routes.ts';
import { registerValidationRoutes } from './features/validation/routes.ts';
import { handleError } from './http/error-handler.ts';
import { registerRoleGuard } from './http/role-guard.ts';
import { registerSameOriginCheck } from './http/same-origin.ts';
import { registerWebApp } from './http/web-app.ts';
import { createSimulatedProvider } from './infra/payments/simulated.ts';
import { createStripeClient, createStripeProvider } from './infra/payments/stripe.ts';

const defaultWebDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

export type AppOptions = {
  db: Db;
  config: Config;
  /** Tests pass a client pointed at a local fake; otherwise built from the configuration. */
  stripe?: Stripe;
  logger?: boolean;
  webDir?: string;
};

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { db, config } = options;
  const stripe = options.stripe ?? (config.stripe ? createStripeClient(config.stripe.secretKey) : undefined);
  const ctx: AppContext = {
    db,
    config,
    auth: createAuth(db, config),
    stripe,
    payments: stripe ? createStripeProvider(stripe) : createSimulatedProvider(db, config.publicUrl),
  };

  const app = Fastify({ logger: options.logger ?? false, trustProxy: true, bodyLimit: 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  registerSameOriginCheck(app, config.publicUrl);
  registerRoleGuard(app, ctx);
  await app.register(fastifySwagger, {
    openapi: { info: { title: `API — ${config.association.name}`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  registerHealthRoutes(app, ctx);
  registerAssociationRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerValidationRoutes(app, ctx);
  registerLegalRoutes(app, ctx);

  app.get('/api/openapi.json', { config: { role: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await registerWebApp(app, options.webDir ?? defaultWebDir);
  return { app, ctx };
}
