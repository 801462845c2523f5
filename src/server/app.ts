import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerAssembliesRoutes } from './features/assemblies/routes.ts';
import { registerAssociationRoutes } from './features/association/routes.ts';
import { createAuth } from './features/auth/better-auth.ts';
import { registerAuthRoutes } from './features/auth/routes.ts';
import { registerDocumentsRoutes } from './features/documents/routes.ts';
import { registerDossiersRoutes } from './features/dossiers/routes.ts';
import { registerEventsRoutes } from './features/events/routes.ts';
import { registerFileRoutes } from './features/files/routes.ts';
import { registerHealthRoutes } from './features/health/routes.ts';
import { registerLegalRoutes } from './features/legal/routes.ts';
import { registerMaterialsRoutes } from './features/materials/routes.ts';
import { registerDirectoryRoutes } from './features/members/directory-routes.ts';
import { registerMembersRoutes } from './features/members/routes.ts';
import { registerPaymentRoutes } from './features/payments/routes.ts';
import { registerQuestionsRoutes } from './features/questions/routes.ts';
import { registerRegistrationRoutes } from './features/registration/routes.ts';
import { registerStructuresRoutes } from './features/structures/routes.ts';
import { registerValidationRoutes } from './features/validation/routes.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { createLoggerOptions, type LogDestination } from './http/logger.ts';
import { describeErrorResponses } from './http/openapi-errors.ts';
import { registerRoleGuard } from './http/role-guard.ts';
import { registerSameOriginCheck } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerUploads } from './http/uploads.ts';
import { registerWebApp } from './http/web-app.ts';
import { createSimulatedProvider } from './infra/payments/simulated.ts';
import { createStripeClient, createStripeProvider } from './infra/payments/stripe.ts';
import { createStorage } from './infra/storage/create-storage.ts';

export type AppOptions = {
  db: Db;
  config: Config;
  /** Tests pass a client pointed at a local fake; otherwise built from the configuration. */
  stripe?: Stripe;
  logger?: LogDestination;
  webDir?: string;
};

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { db, config } = options;
  const stripeKey = config.paymentProvider === 'stripe' ? config.stripe?.secretKey : undefined;
  const stripe = stripeKey ? (options.stripe ?? createStripeClient(stripeKey)) : undefined;
  const app = Fastify({
    logger: createLoggerOptions(options.logger ?? false),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const ctx: AppContext = {
    db,
    config,
    auth: createAuth(db, config, app.log),
    stripe,
    payments: stripe ? createStripeProvider(stripe) : createSimulatedProvider(db, config.publicUrl),
    storage: createStorage(config),
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(createErrorHandler(config));
  await registerSecurityHeaders(app, config.publicUrl);
  registerSameOriginCheck(app, config.publicUrl);
  registerRoleGuard(app, ctx);
  registerInputGuard(app);
  await registerUploads(app, config.uploadMaxBytes);
  await app.register(fastifySwagger, {
    openapi: { info: { title: `API — ${config.association.name}`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
    transformObject: describeErrorResponses,
  });

  const features = [
    registerHealthRoutes,
    registerAssociationRoutes,
    registerAuthRoutes,
    registerRegistrationRoutes,
    registerPaymentRoutes,
    registerValidationRoutes,
    registerLegalRoutes,
    registerFileRoutes,
    registerDirectoryRoutes,
    registerMembersRoutes,
    registerDocumentsRoutes,
    registerEventsRoutes,
    registerStructuresRoutes,
    registerDossiersRoutes,
    registerQuestionsRoutes,
    registerAssembliesRoutes,
    registerMaterialsRoutes,
  ];
  for (const registerFeature of features) registerFeature(app, ctx);

  app.get('/api/openapi.json', { config: { role: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await registerWebApp(app, options.webDir ?? config.webDir);
  return { app, ctx };
}
