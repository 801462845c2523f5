import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { CheckoutPurpose } from '../domain/checkouts.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Auth } from './features/auth/better-auth.ts';
import type { StrangerMailLimits } from './features/auth/mail-limits.ts';
import type { SessionCache } from './features/auth/session-cache.ts';
import type { SignInLimits } from './features/auth/sign-in-limits.ts';
import type { JobMail } from './infra/jobs/jobs.ts';
import type { PaymentProvider } from './infra/payments/provider.ts';
import type { FileStorage } from './infra/storage/storage.ts';

/** What every feature's routes and services may use; built once in app.ts. */
export type AppContext = {
  db: Db;
  config: Config;
  auth: Auth;
  sessions: SessionCache;
  /**
   * The counters that cap sign-ins and the mails a stranger can trigger, kept in the database:
   * built once so that every route and service that counts shares the same ones.
   */
  limits: { signIn: SignInLimits; strangerMails: StrangerMailLimits };
  payments: PaymentProvider;
  stripe: Stripe | undefined;
  storage: FileStorage;
  /** The server's log, for what a service must report without failing the request. */
  log: FastifyBaseLogger;
  /**
   * What finishes each kind of checkout once paid: handed in by app.ts, so that the payments
   * feature (return pages, notifications, catch-up) depends on none of the features that sell.
   */
  paymentFinalizers: Record<CheckoutPurpose, PaymentFinalizer>;
};

/**
 * The one shape of a feature's finaliser, as the notifications and the catch-up job call it
 * (a return page may add the signed-in member). Each hands only its recording to
 * `finishPaidCheckout` (see src/server/features/payments/finish.ts).
 */
type PaymentFinalizer = (ctx: AppContext, input: { providerSessionId: string }) => Promise<unknown>;

/** What a job may use: the app's context, and the mail transport the server opened for its jobs. */
export type JobContext = AppContext & { mail: JobMail };
