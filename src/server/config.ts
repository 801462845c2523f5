import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  WEB_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Association <no-reply@association.local>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
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
  FEE_STANDARD: z.coerce.number().nonnegative().default(7.5),
  FEE_PREMIUM: z.coerce.number().nonnegative().default(10),
  FEE_BIENFAITEUR: z.coerce.number().nonnegative().default(0),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(50),
});

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
  stripe: { secretKey: string; webhookSecret: string | undefined } | undefined;
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
  association: { name: string; initials: string; email: string };
  fees: { standard: number; premium: number; bienfaiteur: number };
  loginLimits: { perAccount: number; perIp: number; windowMs: number };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
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
    stripe: parsed.STRIPE_SECRET_KEY
      ? { secretKey: parsed.STRIPE_SECRET_KEY, webhookSecret: parsed.STRIPE_WEBHOOK_SECRET }
      : undefined,
    sessionSecret: parsed.SESSION_SECRET ?? readOrCreateSecret(dataDir),
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
    },
    fees: { standard: parsed.FEE_STANDARD, premium: parsed.FEE_PREMIUM, bienfaiteur: parsed.FEE_BIENFAITEUR },
    loginLimits: {
      perAccount: parsed.LOGIN_MAX_PER_ACCOUNT,
      perIp: parsed.LOGIN_MAX_PER_IP,
      windowMs: 15 * 60 * 1000,
    },
  };
}

/** The secret signs session cookies: it must survive restarts, so it is kept beside the data. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
