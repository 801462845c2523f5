import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy, startupWarnings } from './config.ts';

const env = (values: Record<string, string>) => ({
  DATA_DIR: 'data-test',
  SESSION_SECRET: 'x'.repeat(32),
  ...values,
});

describe('HOST', () => {
  it('listens on this machine only unless told otherwise, so a first try is not on the local network', () => {
    expect(loadConfig(env({})).host).toBe('127.0.0.1');
    expect(loadConfig(env({ HOST: '0.0.0.0' })).host).toBe('0.0.0.0');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, so X-Forwarded-For is ignored', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
  });

  it('takes addresses, networks and named ranges', () => {
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses a hop count or anything that is not an address, in French', () => {
    expect(() => parseTrustProxy('1')).toThrow(/TRUST_PROXY : « 1 »/);
    expect(() => parseTrustProxy('true')).toThrow(/n'est ni une adresse/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow();
  });
});

describe('PAYMENT_PROVIDER', () => {
  it('is simulated unless chosen, and a Stripe key alone is refused', () => {
    expect(loadConfig(env({})).paymentProvider).toBe('simulated');
    expect(() => loadConfig(env({ STRIPE_SECRET_KEY: 'sk_live_x' }))).toThrow(/PAYMENT_PROVIDER=stripe/);
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: 'stripe' }))).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      loadConfig(env({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' })).paymentProvider,
    ).toBe('stripe');
  });

  it('chooses HelloAsso only with its API client, refused otherwise in French, the production API by default', () => {
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: 'helloasso', HELLOASSO_CLIENT_ID: 'id' }))).toThrow(
      /^PAYMENT_PROVIDER=helloasso demande HELLOASSO_CLIENT_SECRET, HELLOASSO_ORGANIZATION_SLUG : le client API se crée/,
    );
    const account = {
      PAYMENT_PROVIDER: 'helloasso',
      HELLOASSO_CLIENT_ID: 'id',
      HELLOASSO_CLIENT_SECRET: 'secret',
      HELLOASSO_ORGANIZATION_SLUG: 'mon-asso',
    };
    expect(loadConfig(env(account))).toMatchObject({
      paymentProvider: 'helloasso',
      helloasso: {
        apiUrl: 'https://api.helloasso.com',
        clientId: 'id',
        clientSecret: 'secret',
        organizationSlug: 'mon-asso',
      },
    });
    const sandbox = loadConfig(env({ ...account, HELLOASSO_API_URL: 'https://api.helloasso-sandbox.com/' }));
    expect(sandbox.helloasso?.apiUrl).toBe('https://api.helloasso-sandbox.com');
    expect(loadConfig(env({})).helloasso).toBeUndefined();
    expect(() => loadConfig(env({ HELLOASSO_CLIENT_ID: 'id' }))).toThrow(
      /choisissez PAYMENT_PROVIDER=helloasso/,
    );
  });

  it('warns at start-up when a production server takes no real payment', () => {
    const [warning] = startupWarnings(loadConfig(env({ NODE_ENV: 'production' })));
    expect(warning).toContain('les adhésions ne sont pas encaissées');
    expect(startupWarnings(loadConfig(env({})))).toEqual([]);
    const stripe = loadConfig(
      env({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk' }),
    );
    expect(startupWarnings(stripe)).toEqual([]);
  });
});

describe('SESSION_SECRET', () => {
  it('is required with DATABASE_URL, where several processes must sign sessions alike', () => {
    const { SESSION_SECRET: _secret, ...withoutSecret } = env({ DATABASE_URL: 'postgres://localhost/asso' });
    expect(() => loadConfig(withoutSecret)).toThrow(
      /^SESSION_SECRET est obligatoire avec DATABASE_URL : tous les processus/,
    );
    expect(loadConfig(env({ DATABASE_URL: 'postgres://localhost/asso' })).sessionSecret).toBe('x'.repeat(32));
  });
});

describe('LOG_LEVEL and LOG_FORMAT', () => {
  it('writes readable lines on a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(loadConfig(env({}), true).log).toEqual({ level: 'info', format: 'pretty' });
    expect(loadConfig(env({}), false).log).toEqual({ level: 'info', format: 'json' });
    expect(loadConfig(env({ LOG_FORMAT: 'json' }), true).log.format).toBe('json');
    expect(loadConfig(env({ LOG_FORMAT: 'pretty' }), false).log.format).toBe('pretty');
  });

  it('takes the level asked for', () => {
    expect(loadConfig(env({ LOG_LEVEL: 'debug' }), false).log.level).toBe('debug');
    expect(loadConfig(env({ LOG_LEVEL: 'warn' }), false).log.level).toBe('warn');
  });

  it('refuses an unknown level or format in French, naming the variable', () => {
    expect(() => loadConfig(env({ LOG_LEVEL: 'bavard' }))).toThrow(
      /^LOG_LEVEL : choisissez fatal, error, warn, info, debug, trace, silent$/,
    );
    expect(() => loadConfig(env({ LOG_FORMAT: 'xml' }))).toThrow(/^LOG_FORMAT : choisissez json ou pretty$/);
  });
});

describe('MAIL_RATE_PER_MINUTE', () => {
  it('sends 120 messages a minute unless told otherwise, and refuses what is not a whole number', () => {
    expect(loadConfig(env({}), false).mailRatePerMinute).toBe(120);
    expect(loadConfig(env({ MAIL_RATE_PER_MINUTE: '30' }), false).mailRatePerMinute).toBe(30);
    expect(() => loadConfig(env({ MAIL_RATE_PER_MINUTE: '0' }), false)).toThrow(/MAIL_RATE_PER_MINUTE/);
    expect(() => loadConfig(env({ MAIL_RATE_PER_MINUTE: 'beaucoup' }), false)).toThrow(
      /MAIL_RATE_PER_MINUTE/,
    );
  });
});
