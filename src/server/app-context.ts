import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Auth } from './features/auth/better-auth.ts';
import type { SessionCache } from './features/auth/session-cache.ts';
import type { PaymentProvider } from './infra/payments/provider.ts';
import type { FileStorage } from './infra/storage/storage.ts';

/** What every feature's routes and services may use; built once in app.ts. */
export type AppContext = {
  db: Db;
  config: Config;
  auth: Auth;
  sessions: SessionCache;
  payments: PaymentProvider;
  stripe: Stripe | undefined;
  storage: FileStorage;
  /** The server's log, for what a service must report without failing the request. */
  log: FastifyBaseLogger;
};
