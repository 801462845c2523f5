import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '../domain/association.ts';
import { CODES_SENT_MAX_PER_HOUR } from '../domain/auth.ts';
import type { HelloAssoAccount } from './infra/payments/helloasso-token.ts';
import { projectRoot } from './project-root.ts';

/** Pino's levels; the HTTP requests are logged at `debug`. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** `pretty`: readable lines for a person at a terminal; `json`: one object a line, for a collector. */
const logFormats = ['json', 'pretty'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  WEB_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Association <no-reply@association.local>'),
  /** Messages to members, all processes together: what small SMTP offers allow. */
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  HELLOASSO_CLIENT_ID: z.string().optional(),
  HELLOASSO_CLIENT_SECRET: z.string().optional(),
  HELLOASSO_ORGANIZATION_SLUG: z.string().optional(),
  /** The sandbox is the same API at https://api.helloasso-sandbox.com. */
  HELLOASSO_API_URL: z.url().default('https://api.helloasso.com'),
  SESSION_SECRET: z.string().min(32).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  UPLOAD_MAX_MB: z.coerce.number().positive().default(10),
  ASSOCIATION_NAME: z.string().default('Association HDS'),
  ASSOCIATION_INITIALS: z.string().default('HDS'),
  ASSOCIATION_EMAIL: z.string().default('contact@association.local'),
  /** Printed on the membership certificates; `\n` starts a new line. */
  ASSOCIATION_ADDRESS: z.string().default(''),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(50),
  LOGIN_MAX_CODES_PER_HOUR: z.coerce.number().int().positive().default(CODES_SENT_MAX_PER_HOUR),
  TRUST_PROXY: z.string().optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `choisissez ${logLevels.join(', ')}` }).default('info'),
  LOG_FORMAT: z.enum(logFormats, { error: `choisissez ${logFormats.join(' ou ')}` }).optional(),
});

/** Proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address through X-Forwarded-For. Unset: none, so a
 * client cannot pick its own address and dodge the per-address limits. Otherwise the proxies'
 * addresses or networks. A hop count is refused, as Fastify does: it would also trust a client
 * that reaches the app without going through the proxy.
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === 'false') return false;
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY : « ${invalid.join(', ')} » n'est ni une adresse, ni un réseau (CIDR), ni loopback, linklocal ou uniquelocal`,
    );
  }
  return entries;
}

/** Chosen explicitly: a Stripe key alone does not switch payments on, nor off. */
function paymentProvider(parsed: z.infer<typeof envSchema>): PaymentProviderName {
  const provider = parsed.PAYMENT_PROVIDER ?? 'simulated';
  if (provider === 'stripe' && !parsed.STRIPE_SECRET_KEY)
    throw new Error('PAYMENT_PROVIDER=stripe demande STRIPE_SECRET_KEY');
  if (provider !== 'stripe' && parsed.STRIPE_SECRET_KEY)
    throw new Error('STRIPE_SECRET_KEY est défini : choisissez PAYMENT_PROVIDER=stripe (ou retirez la clé)');
  return provider;
}

const helloAssoVariables = [
  'HELLOASSO_CLIENT_ID',
  'HELLOASSO_CLIENT_SECRET',
  'HELLOASSO_ORGANIZATION_SLUG',
] as const;

/** The API client of the association's HelloAsso account, required when HelloAsso collects the fees. */
function helloAssoAccount(parsed: z.infer<typeof envSchema>): Config['helloasso'] {
  if (parsed.PAYMENT_PROVIDER !== 'helloasso') {
    if (parsed.HELLOASSO_CLIENT_ID)
      throw new Error(
        'HELLOASSO_CLIENT_ID est défini : choisissez PAYMENT_PROVIDER=helloasso (ou retirez-le)',
      );
    return undefined;
  }
  const missing = helloAssoVariables.filter((name) => !parsed[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `PAYMENT_PROVIDER=helloasso demande ${missing.join(', ')} : le client API se crée dans l’espace HelloAsso de l’association (Mon compte > Intégrations et API).`,
    );
  }
  return {
    apiUrl: parsed.HELLOASSO_API_URL.replace(/\/$/, ''),
    clientId: parsed.HELLOASSO_CLIENT_ID?.trim() ?? '',
    clientSecret: parsed.HELLOASSO_CLIENT_SECRET?.trim() ?? '',
    organizationSlug: parsed.HELLOASSO_ORGANIZATION_SLUG?.trim() ?? '',
  };
}

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** The built web app that the server serves. */
  webDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailRatePerMinute: number;
  paymentProvider: PaymentProviderName;
  isProduction: boolean;
  trustProxy: false | string[];
  stripe: { secretKey: string; webhookSecret: string | undefined } | undefined;
  helloasso: HelloAssoAccount | undefined;
  sessionSecret: string;
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  uploadMaxBytes: number;
  association: { name: string; initials: string; email: string; address: string };
  loginLimits: { perAccount: number; perIp: number; codesPerAccountPerHour: number; windowSeconds: number };
  log: { level: (typeof logLevels)[number]; format: (typeof logFormats)[number] };
};

/** `isTerminal`: whether the log is read on a terminal (pretty lines unless LOG_FORMAT says otherwise). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  isTerminal = process.stdout.isTTY === true,
): Config {
  const result = envSchema.safeParse(env);
  // One line per wrong variable, named, rather than zod's JSON.
  if (!result.success)
    throw new Error(
      result.error.issues.map((issue) => `${issue.path.join('.')} : ${issue.message}`).join('\n'),
    );
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    dataDir,
    webDir: path.resolve(parsed.WEB_DIR ?? path.join(projectRoot, 'dist/web')),
    databaseUrl: parsed.DATABASE_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    mailRatePerMinute: parsed.MAIL_RATE_PER_MINUTE,
    paymentProvider: paymentProvider(parsed),
    isProduction: parsed.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    stripe: parsed.STRIPE_SECRET_KEY
      ? { secretKey: parsed.STRIPE_SECRET_KEY, webhookSecret: parsed.STRIPE_WEBHOOK_SECRET }
      : undefined,
    helloasso: helloAssoAccount(parsed),
    sessionSecret: sessionSecret(parsed, dataDir),
    s3: parsed.S3_BUCKET
      ? {
          bucket: parsed.S3_BUCKET,
          endpoint: parsed.S3_ENDPOINT,
          region: parsed.S3_REGION,
          accessKeyId: parsed.S3_ACCESS_KEY_ID,
          secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
          forcePathStyle: parsed.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    uploadMaxBytes: parsed.UPLOAD_MAX_MB * 1024 * 1024,
    association: {
      name: parsed.ASSOCIATION_NAME,
      initials: parsed.ASSOCIATION_INITIALS,
      email: parsed.ASSOCIATION_EMAIL,
      address: parsed.ASSOCIATION_ADDRESS.replaceAll('\\n', '\n'),
    },
    loginLimits: {
      perAccount: parsed.LOGIN_MAX_PER_ACCOUNT,
      perIp: parsed.LOGIN_MAX_PER_IP,
      codesPerAccountPerHour: parsed.LOGIN_MAX_CODES_PER_HOUR,
      windowSeconds: 15 * 60,
    },
    log: { level: parsed.LOG_LEVEL, format: parsed.LOG_FORMAT ?? (isTerminal ? 'pretty' : 'json') },
  };
}

/**
 * The secret signs session cookies and links. On PostgreSQL several processes serve the same
 * members: a secret made by each would refuse the cookies of the others.
 */
function sessionSecret(parsed: z.infer<typeof envSchema>, dataDir: string): string {
  if (parsed.SESSION_SECRET) return parsed.SESSION_SECRET;
  if (parsed.DATABASE_URL) {
    throw new Error(
      'SESSION_SECRET est obligatoire avec DATABASE_URL : tous les processus de l’application doivent signer les sessions avec le même secret (32 caractères au moins, par exemple la sortie de « openssl rand -hex 32 »).',
    );
  }
  return readOrCreateSecret(dataDir);
}

/** Kept beside the data, so that sessions survive a restart of the single embedded process. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Said at start-up: in production, the simulated provider lets anyone join without paying. */
export function startupWarnings(config: Config): string[] {
  if (config.paymentProvider !== 'simulated' || !config.isProduction) return [];
  return [
    'Paiement simulé en production : les adhésions ne sont pas encaissées. Choisissez PAYMENT_PROVIDER=helloasso ou PAYMENT_PROVIDER=stripe pour les encaisser.',
  ];
}
