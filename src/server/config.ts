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

/** The headings of configuration.md, in its order. */
export const CONFIG_SECTIONS = [
  'Serveur',
  'Base de données',
  'Mails',
  'Paiements',
  'Fichiers',
  'Association',
  'Connexion et sécurité',
  'Journal',
] as const;

/**
 * What the person installing the app reads about a variable (configuration.md and .env.example
 * are written from it by `npm run docs:config`), kept on the variable's own parser so that both
 * change together.
 */
type VariableDoc = {
  section: (typeof CONFIG_SECTIONS)[number];
  /** What it changes, in French. */
  meaning: string;
  /** When to set it, in French. */
  when: string;
  example: string;
  /** What applies when unset, where the parser's own default does not say it. */
  unset?: string;
};

const configVariables = z.registry<VariableDoc>();

const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000).register(configVariables, {
    section: 'Serveur',
    meaning: 'Port HTTP du serveur (pages et API).',
    when: 'Pour un autre port, ou plusieurs processus sur une même machine.',
    example: '3000',
  }),
  // This machine only by default: a first try on a laptop must not publish the app on the network it is on.
  HOST: z.string().default('127.0.0.1').register(configVariables, {
    section: 'Serveur',
    meaning:
      "Adresse d'écoute. `127.0.0.1` : seuls cette machine et un reverse proxy installé dessus joignent le serveur ; `0.0.0.0` : toutes les interfaces.",
    when: 'Quand le reverse proxy est sur une autre machine ou dans un autre conteneur (`0.0.0.0`).',
    example: '0.0.0.0',
  }),
  PUBLIC_URL: z.url().optional().register(configVariables, {
    section: 'Serveur',
    meaning:
      'Adresse publique, sans `/` final : liens des mails, retours de paiement, origine attendue des formulaires. En `https://`, les cookies sont `Secure` et le serveur envoie `Strict-Transport-Security` (un an, sous-domaines compris).',
    when: 'Toujours en production.',
    example: 'https://membres.mon-asso.fr',
    unset: '`http://localhost:<PORT>`',
  }),
  DATA_DIR: z.string().default('./data').register(configVariables, {
    section: 'Serveur',
    meaning:
      'Dossier des données : la base embarquée (`postgres/`, sans `DATABASE_URL`), les fichiers déposés (`files/`, sans S3), le secret de session généré, les sauvegardes automatiques (`backups/`).',
    when: "Pour garder les données hors du dossier de l'application.",
    example: '/var/lib/espace-adherents',
  }),
  WEB_DIR: z.string().optional().register(configVariables, {
    section: 'Serveur',
    meaning: "Dossier de l'interface construite, que `npm start` construit puis que le serveur sert.",
    when: 'Rarement : pour construire et servir l’interface ailleurs.',
    example: 'dist/web',
    unset: "`dist/web` dans le dossier de l'application",
  }),
  DATABASE_URL: z.string().optional().register(configVariables, {
    section: 'Base de données',
    meaning:
      'Un serveur PostgreSQL (15 ou plus) au lieu de la base embarquée ; les migrations y créent les extensions `pg_trgm` et `unaccent`.',
    when: 'Avec un PostgreSQL externe ; demande alors `SESSION_SECRET`.',
    example: 'postgres://adherents:mot-de-passe@127.0.0.1:5432/adherents',
    unset: 'PostgreSQL embarqué, dans `DATA_DIR/postgres`',
  }),
  SMTP_URL: z.string().optional().register(configVariables, {
    section: 'Mails',
    meaning:
      "Serveur d'envoi des mails : `smtps://` (port 465) ou `smtp://` (587, STARTTLS). Sans lui, les mails restent dans la base et sont écrits dans le journal du serveur.",
    when: 'En production, pour que les mails partent.',
    example: 'smtps://utilisateur:mot-de-passe@smtp.exemple.fr:465',
    unset: 'aucun envoi',
  }),
  MAIL_FROM: z.string().default('Association <no-reply@association.local>').register(configVariables, {
    section: 'Mails',
    meaning: "Expéditeur des mails, d'un domaine dont SPF et DKIM autorisent le serveur d'envoi.",
    when: 'Avec `SMTP_URL`.',
    example: 'Mon association <adherents@mon-asso.fr>',
  }),
  /** Messages to members, all processes together: what small SMTP offers allow. */
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().positive().default(120).register(configVariables, {
    section: 'Mails',
    meaning: 'Messages aux membres envoyés au plus par minute, tous processus confondus.',
    when: "Quand l'offre SMTP limite les envois plus bas.",
    example: '60',
  }),
  PAYMENT_PROVIDER: z
    .enum(PAYMENT_PROVIDERS)
    .optional()
    .register(configVariables, {
      section: 'Paiements',
      meaning: `Qui encaisse les cotisations : ${PAYMENT_PROVIDERS.map((name) => `\`${name}\``).join(', ')}. \`simulated\` est une page de démonstration où personne ne paie (la liste \`PAYMENT_PROVIDERS\` de \`src/domain/association.ts\`).`,
      when: 'En production, pour encaisser réellement.',
      example: 'helloasso',
      unset: '`simulated`',
    }),
  STRIPE_SECRET_KEY: z.string().optional().register(configVariables, {
    section: 'Paiements',
    meaning: 'Clé secrète Stripe ; refusée sans `PAYMENT_PROVIDER=stripe`.',
    when: 'Avec `PAYMENT_PROVIDER=stripe`.',
    example: 'sk_live_…',
  }),
  STRIPE_WEBHOOK_SECRET: z.string().optional().register(configVariables, {
    section: 'Paiements',
    meaning:
      'Secret du webhook Stripe, déclaré chez Stripe sur `PUBLIC_URL/api/payments/stripe/webhook` (`checkout.session.completed`). Sans lui, un paiement dont le retour s’est perdu attend le rattrapage des dix minutes.',
    when: 'Avec `PAYMENT_PROVIDER=stripe`.',
    example: 'whsec_…',
  }),
  HELLOASSO_CLIENT_ID: z.string().optional().register(configVariables, {
    section: 'Paiements',
    meaning:
      'Identifiant du client API HelloAsso (Mon compte > Intégrations et API) ; refusé sans `PAYMENT_PROVIDER=helloasso`.',
    when: 'Avec `PAYMENT_PROVIDER=helloasso`.',
    example: 'a1b2c3d4e5',
  }),
  HELLOASSO_CLIENT_SECRET: z.string().optional().register(configVariables, {
    section: 'Paiements',
    meaning: 'Secret du client API HelloAsso.',
    when: 'Avec `PAYMENT_PROVIDER=helloasso`.',
    example: 'secret-du-client',
  }),
  HELLOASSO_ORGANIZATION_SLUG: z.string().optional().register(configVariables, {
    section: 'Paiements',
    meaning:
      "Nom de l'association dans ses adresses HelloAsso (`https://www.helloasso.com/associations/<nom>`).",
    when: 'Avec `PAYMENT_PROVIDER=helloasso`.',
    example: 'mon-asso',
  }),
  /** The sandbox is the same API at https://api.helloasso-sandbox.com. */
  HELLOASSO_API_URL: z.url().default('https://api.helloasso.com').register(configVariables, {
    section: 'Paiements',
    meaning: 'API HelloAsso.',
    when: 'Pour essayer sans argent réel, avec un compte du bac à sable.',
    example: 'https://api.helloasso-sandbox.com',
  }),
  SESSION_SECRET: z.string().min(32).optional().register(configVariables, {
    section: 'Connexion et sécurité',
    meaning:
      'Secret (32 caractères au moins ; « openssl rand -hex 32 » en donne un) qui signe les cookies de session et les liens des mails ; le même pour tous les processus. Pas dans les sauvegardes : gardez-le à part.',
    when: 'Obligatoire avec `DATABASE_URL`.',
    // Shorter than the 32 characters required: copied unchanged, it stops the start-up.
    example: 'collez-ici-la-sortie-d-openssl',
    unset: 'généré et gardé dans `DATA_DIR/session-secret`',
  }),
  S3_BUCKET: z.string().optional().register(configVariables, {
    section: 'Fichiers',
    meaning:
      'Range les fichiers déposés dans ce bucket S3 (ou compatible) ; les téléchargements passent par des liens signés valables 60 s.',
    when: 'Pour garder les fichiers hors de la machine.',
    example: 'adherents-fichiers',
    unset: 'fichiers dans `DATA_DIR/files`',
  }),
  S3_ENDPOINT: z.url().optional().register(configVariables, {
    section: 'Fichiers',
    meaning: 'Adresse du service S3, pour un autre fournisseur que AWS.',
    when: 'Avec `S3_BUCKET`, hors AWS.',
    example: 'https://s3.fr-par.scw.cloud',
    unset: 'AWS',
  }),
  S3_REGION: z.string().default('us-east-1').register(configVariables, {
    section: 'Fichiers',
    meaning: 'Région du bucket.',
    when: 'Avec `S3_BUCKET`.',
    example: 'fr-par',
  }),
  S3_ACCESS_KEY_ID: z.string().optional().register(configVariables, {
    section: 'Fichiers',
    meaning: "Identifiant de la clé d'accès ; pris avec `S3_SECRET_ACCESS_KEY`.",
    when: 'Avec `S3_BUCKET`.',
    example: 'SCWXXXXXXXXXXXXXXXXX',
    unset: 'les identifiants que trouve le SDK AWS (`AWS_ACCESS_KEY_ID`, rôle de la machine)',
  }),
  S3_SECRET_ACCESS_KEY: z.string().optional().register(configVariables, {
    section: 'Fichiers',
    meaning: "Secret de la clé d'accès.",
    when: 'Avec `S3_BUCKET`.',
    example: 'secret-de-la-cle',
  }),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true').register(configVariables, {
    section: 'Fichiers',
    meaning:
      '`true` : adresses `https://service/bucket/clé` ; `false` : `https://bucket.service/clé`, que demandent certains fournisseurs.',
    when: 'Quand le fournisseur refuse le premier style.',
    example: 'false',
  }),
  UPLOAD_MAX_MB: z.coerce.number().positive().default(10).register(configVariables, {
    section: 'Fichiers',
    meaning: "Taille maximale d'un fichier déposé, en Mo (fichier d'import des adhérents compris).",
    when: 'Pour des documents plus lourds ; le reverse proxy doit en accepter autant.',
    example: '20',
  }),
  ASSOCIATION_NAME: z.string().default('Association HDS').register(configVariables, {
    section: 'Association',
    meaning:
      "Nom de l'association (en-tête, mails, paiement), tant qu'un administrateur ne l'a pas changé dans `/admin/parametres`.",
    when: 'À la première installation.',
    example: 'Mon association',
  }),
  ASSOCIATION_INITIALS: z.string().default('HDS').register(configVariables, {
    section: 'Association',
    meaning:
      "Initiales (références des dossiers, calendrier de l'AG), tant que `/admin/parametres` ne les change pas.",
    when: 'À la première installation.',
    example: 'MA',
  }),
  ASSOCIATION_EMAIL: z.string().default('contact@association.local').register(configVariables, {
    section: 'Association',
    meaning: 'Adresse de contact, tant que `/admin/parametres` ne la change pas.',
    when: 'À la première installation.',
    example: 'contact@mon-asso.fr',
  }),
  /** Printed on the membership certificates; `\n` starts a new line. */
  ASSOCIATION_ADDRESS: z.string().default('').register(configVariables, {
    section: 'Association',
    meaning:
      'Adresse postale imprimée sur les attestations (`\\n` pour aller à la ligne), tant que `/admin/parametres` ne la change pas.',
    when: 'À la première installation.',
    example: '1 rue de la Mairie\\n75001 Paris',
    unset: 'vide',
  }),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10).register(configVariables, {
    section: 'Connexion et sécurité',
    meaning:
      'Mots de passe faux permis par compte en 15 minutes (connexion, changement de mot de passe, demande de suppression du compte).',
    when: 'Rarement.',
    example: '10',
  }),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(50).register(configVariables, {
    section: 'Connexion et sécurité',
    meaning: 'Essais permis par adresse IP en 15 minutes (connexion, inscription, « Mot de passe oublié »).',
    when: 'Quand beaucoup de membres partagent une adresse (un local, un réseau mobile).',
    example: '100',
  }),
  LOGIN_MAX_CODES_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(CODES_SENT_MAX_PER_HOUR)
    .register(configVariables, {
      section: 'Connexion et sécurité',
      meaning:
        'Codes de connexion envoyés au plus par compte et par heure (par défaut `CODES_SENT_MAX_PER_HOUR` de `src/domain/auth.ts`).',
      when: 'Rarement.',
      example: '5',
    }),
  TRUST_PROXY: z.string().optional().register(configVariables, {
    section: 'Connexion et sécurité',
    meaning:
      "Proxys autorisés à donner l'adresse du client par `X-Forwarded-For` : adresses, réseaux CIDR ou `loopback`, `linklocal`, `uniquelocal`, séparés par des virgules. Un nombre de proxys est refusé. Sans elle l'en-tête est ignoré, et les limites par adresse IP compteraient tous les membres comme le proxy.",
    when: 'Derrière un reverse proxy ou un répartiteur de charge.',
    example: '127.0.0.1',
    unset: 'aucun',
  }),
  NODE_ENV: z.string().optional().register(configVariables, {
    section: 'Serveur',
    meaning:
      '`production` : avertit au démarrage si le paiement est simulé ; le journal ne montre plus le texte des mails non envoyés.',
    when: 'En production.',
    example: 'production',
  }),
  LOG_LEVEL: z
    .enum(logLevels, { error: `choisissez ${logLevels.join(', ')}` })
    .default('info')
    .register(configVariables, {
      section: 'Journal',
      meaning: `Niveau du journal : ${logLevels.map((level) => `\`${level}\``).join(', ')}. Les requêtes HTTP sont écrites au niveau \`debug\`, une ligne chacune.`,
      when: 'Pour suivre les requêtes (`debug`) ou réduire le journal.',
      example: 'debug',
    }),
  LOG_FORMAT: z
    .enum(logFormats, { error: `choisissez ${logFormats.join(' ou ')}` })
    .optional()
    .register(configVariables, {
      section: 'Journal',
      meaning: '`pretty` : lignes lisibles ; `json` : un objet par ligne, pour un collecteur de journaux.',
      when: 'Pour forcer l’un des deux.',
      example: 'json',
      unset: '`pretty` dans un terminal, `json` ailleurs (systemd, conteneur)',
    }),
});

/** A variable as configuration.md describes it; `fallback` is what applies when it is unset. */
export type DescribedVariable = { name: string; doc: VariableDoc; fallback: string | undefined };

/** Every variable the parser reads, in its order, with its description. */
export function describeConfig(): DescribedVariable[] {
  return Object.entries(envSchema.shape).map(([name, schema]) => {
    const doc = configVariables.get(schema);
    if (!doc) throw new Error(`${name} n'est pas décrite dans src/server/config.ts`);
    const unset = schema.safeParse(undefined);
    const parserDefault = unset.success && unset.data !== undefined ? `\`${String(unset.data)}\`` : undefined;
    return { name, doc, fallback: doc.unset ?? parserDefault };
  });
}

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
