import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import type { AppContext, JobContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Db, EngineConnection } from './db/client.ts';
import { registerAccountingRoutes } from './features/accounting/routes.ts';
import { registerAssembliesRoutes } from './features/assemblies/routes.ts';
import { registerAssociationAdminRoutes } from './features/association/admin-routes.ts';
import { registerAssociationRoutes } from './features/association/routes.ts';
import { registerAttestationRoutes } from './features/attestations/routes.ts';
import { registerAuditRoutes } from './features/audit/routes.ts';
import { createAuth } from './features/auth/better-auth.ts';
import { createStrangerMailLimits } from './features/auth/mail-limits.ts';
import { registerAuthRoutes } from './features/auth/routes.ts';
import { createSessionCache } from './features/auth/session-cache.ts';
import { sessionUser } from './features/auth/session-user.ts';
import { createSignInLimits } from './features/auth/sign-in-limits.ts';
import { backupJobs } from './features/backup/jobs.ts';
import { registerBackupRoutes } from './features/backup/routes.ts';
import { registerDocumentsRoutes } from './features/documents/routes.ts';
import { registerDonationsAdminRoutes } from './features/donations/admin-routes.ts';
import { registerDonorPrivacyRoutes } from './features/donations/donor-privacy-routes.ts';
import { finalizeDonation } from './features/donations/online-donations.ts';
import { registerOnlineDonationRoutes } from './features/donations/online-routes.ts';
import { registerReceiptRoutes } from './features/donations/receipt-routes.ts';
import { registerDonationSettingsRoutes } from './features/donations/settings-routes.ts';
import { registerDossiersRoutes } from './features/dossiers/routes.ts';
import { registerEventsRoutes } from './features/events/routes.ts';
import { registerFileRoutes } from './features/files/routes.ts';
import { registerHealthRoutes } from './features/health/routes.ts';
import { registerLedgerRoutes } from './features/ledger/routes.ts';
import { registerLegalRoutes } from './features/legal/routes.ts';
import { registerMaterialsRoutes } from './features/materials/routes.ts';
import { registerDirectoryRoutes } from './features/members/directory-routes.ts';
import { finalizeRenewal } from './features/members/renewal.ts';
import { registerMembersRoutes } from './features/members/routes.ts';
import { registerArchiveRoutes } from './features/messages/archive-routes.ts';
import { messagesJobs } from './features/messages/jobs.ts';
import { registerMessagePreferencesRoutes } from './features/messages/preferences-routes.ts';
import { registerMessagesAdminRoutes } from './features/messages/routes.ts';
import { registerUnsubscribeRoutes } from './features/messages/unsubscribe-routes.ts';
import { ofModule, registerModuleGuard } from './features/modules/module-guard.ts';
import { registerModulesRoutes } from './features/modules/routes.ts';
import { registerOffersAdminRoutes } from './features/offers/admin-routes.ts';
import { registerOpenOfferRoutes } from './features/offers/public-routes.ts';
import { paymentsJobs } from './features/payments/jobs.ts';
import { registerPaymentRoutes } from './features/payments/routes.ts';
import { privacyJobs } from './features/privacy/jobs.ts';
import { registerPrivacyRoutes } from './features/privacy/routes.ts';
import { registerQuestionsRoutes } from './features/questions/routes.ts';
import { registerRegistrationRoutes } from './features/registration/routes.ts';
import { finalizeRegistration } from './features/registration/service.ts';
import { remindersJobs } from './features/reminders/jobs.ts';
import { registerRemindersRoutes } from './features/reminders/routes.ts';
import { registerSettingsRoutes } from './features/settings/routes.ts';
import { getAssociationSettings } from './features/settings/service.ts';
import { listenToSettingsChanges } from './features/settings/settings-cache.ts';
import { registerStatisticsRoutes } from './features/statistics/routes.ts';
import { registerStructuresRoutes } from './features/structures/routes.ts';
import { registerValidationRoutes } from './features/validation/routes.ts';
import { registerCompression } from './http/compression.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { createLoggerOptions, type LogDestination, RequestLogController } from './http/logger.ts';
import { describeErrorResponses } from './http/openapi-errors.ts';
import { describeRoute } from './http/openapi-uploads.ts';
import { registerRoleGuard } from './http/role-guard.ts';
import { registerSameOriginCheck } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerUploads } from './http/uploads.ts';
import { registerWebApp } from './http/web-app.ts';
import { infraJobs, type Job } from './infra/jobs/jobs.ts';
import { createHelloAssoProvider } from './infra/payments/helloasso.ts';
import type { PaymentProvider } from './infra/payments/provider.ts';
import { createSimulatedProvider } from './infra/payments/simulated.ts';
import { createStorage } from './infra/storage/create-storage.ts';

export type AppOptions = {
  db: Db;
  config: Config;
  /** Where the session cache hears of session changes; without it every request asks better-auth. */
  changes?: EngineConnection;
  /** Tests pass a client pointed at a local fake; otherwise built from the configuration. */
  stripe?: Stripe;
  logger?: LogDestination;
  webDir?: string;
};

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { db, config } = options;
  const stripeKey = config.paymentProvider === 'stripe' ? config.stripe?.secretKey : undefined;
  // Loaded only when configured: the Stripe SDK costs start-up time and memory to those without it.
  const stripeModule = stripeKey ? await import('./infra/payments/stripe.ts') : undefined;
  const stripe = stripeKey ? (options.stripe ?? stripeModule?.createStripeClient(stripeKey)) : undefined;
  const chooseProvider = (): PaymentProvider => {
    if (stripe && stripeModule) return stripeModule.createStripeProvider(stripe);
    if (config.helloasso) return createHelloAssoProvider(config.helloasso);
    return createSimulatedProvider(db, config.publicUrl);
  };
  const app = Fastify({
    logger: await createLoggerOptions(options.logger ?? false, config.log),
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const ctx: AppContext = {
    db,
    config,
    auth: createAuth(db, config, app.log),
    sessions: await createSessionCache(db, options.changes),
    limits: {
      signIn: createSignInLimits(db, config.loginLimits),
      strangerMails: createStrangerMailLimits(db, config.loginLimits),
    },
    stripe,
    payments: chooseProvider(),
    storage: await createStorage(config),
    log: app.log,
    paymentFinalizers: {
      inscription: finalizeRegistration,
      renouvellement: finalizeRenewal,
      don: finalizeDonation,
    },
  };

  app.addHook('onClose', () => ctx.sessions.close());
  if (options.changes) {
    const stopListening = await listenToSettingsChanges(db, options.changes);
    app.addHook('onClose', () => stopListening());
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(createErrorHandler(config));
  registerSecurityHeaders(app, config.publicUrl);
  await registerCompression(app);
  registerSameOriginCheck(app, config.publicUrl);
  const registerFeatures = registerModuleGuard(app, ctx);
  registerRoleGuard(app, {
    findUser: (request, reply) => sessionUser(ctx, request, reply),
    catchUp: () => ctx.sessions.catchUp(),
  });
  registerInputGuard(app);
  await registerUploads(app, config.uploadMaxBytes);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'API', version: '1.0.0' } },
    transform: describeRoute,
    transformObject: describeErrorResponses,
  });

  const features = [
    registerHealthRoutes,
    registerAssociationRoutes,
    registerAssociationAdminRoutes,
    registerOpenOfferRoutes,
    registerAuthRoutes,
    registerRegistrationRoutes,
    registerPaymentRoutes,
    registerOnlineDonationRoutes,
    registerValidationRoutes,
    registerLegalRoutes,
    registerFileRoutes,
    registerDirectoryRoutes,
    registerMembersRoutes,
    registerDocumentsRoutes,
    registerEventsRoutes,
    ofModule('structures', registerStructuresRoutes),
    ofModule('dossiers', registerDossiersRoutes),
    ofModule('questions', registerQuestionsRoutes),
    registerAssembliesRoutes,
    ofModule('materials', registerMaterialsRoutes),
    registerAttestationRoutes,
    registerReceiptRoutes,
    registerLedgerRoutes,
    registerDonationsAdminRoutes,
    registerStatisticsRoutes,
    registerSettingsRoutes,
    registerModulesRoutes,
    registerOffersAdminRoutes,
    registerDonationSettingsRoutes,
    registerRemindersRoutes,
    registerMessagesAdminRoutes,
    registerUnsubscribeRoutes,
    registerMessagePreferencesRoutes,
    registerArchiveRoutes,
    registerBackupRoutes,
    registerPrivacyRoutes,
    registerDonorPrivacyRoutes,
    registerAuditRoutes,
    registerAccountingRoutes,
  ];
  registerFeatures(features);

  // Titled with the name the association has now, not the one it had when the process started.
  app.get('/api/openapi.json', { config: { role: 'public' }, schema: { hide: true } }, async () => {
    const document = app.swagger();
    const { name } = await getAssociationSettings({ db, config });
    return { ...document, info: { ...document.info, title: `API — ${name}` } };
  });
  await registerWebApp(app, options.webDir ?? config.webDir, (request, reply) =>
    sessionUser(ctx, request, reply),
  );
  return { app, ctx };
}

/** The features' background work, each declared beside its routes as they declare them. */
const featureJobs: ((ctx: JobContext) => Job[])[] = [
  messagesJobs,
  remindersJobs,
  privacyJobs,
  backupJobs,
  paymentsJobs,
];

/** Every background job of the app, for the engine: the infrastructure's, then the features'. */
export function appJobs(ctx: JobContext): Job[] {
  return [...infraJobs(ctx), ...featureJobs.flatMap((declareJobs) => declareJobs(ctx))];
}
