import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../domain/errors.ts';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { createMember, signedInAs } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Nothing listens on port 1: every connection is refused, as while PostgreSQL restarts. */
const UNREACHABLE_POSTGRES = 'postgres://postgres@127.0.0.1:1/none';

let live: TestApp;
let sessionCookie: string;

beforeAll(async () => {
  live = await createTestApp();
  sessionCookie = await signedInAs(live.ctx, await createMember(live.db));
});
afterAll(() => live.close());

const outages: [string, () => Promise<Database>][] = [
  ['PostgreSQL that refuses connections', () => openDatabase({ url: UNREACHABLE_POSTGRES })],
];

describe.each(outages)('with %s', (_name, openBrokenDatabase) => {
  let app: FastifyInstance;
  const log: string[] = [];

  beforeAll(async () => {
    const database = await openBrokenDatabase();
    // Same secret as the live app: its session cookie is genuine, so the session must be looked up.
    ({ app } = await buildApp({
      db: database.db,
      config: live.ctx.config,
      webDir: '/nonexistent',
      logger: { write: (line) => log.push(line) },
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  const expectUnavailable = (response: {
    statusCode: number;
    headers: Record<string, unknown>;
    json: () => unknown;
  }) => {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: { code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE },
    });
  };

  it('answers 503 with Retry-After on a public page that reads the database', async () => {
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/legal-infos' }));
  });

  it('answers 503 to a signed-in member, whose session cannot be looked up', async () => {
    const headers = { cookie: sessionCookie };
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/members/me/profile', headers }));
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/auth/session', headers }));
  });

  it('answers 503 to a sign-in attempt', async () => {
    const payload = { email: 'camille@exemple.fr', password: 'motdepasse' };
    expectUnavailable(await app.inject({ method: 'POST', url: '/api/auth/login', payload }));
  });

  it('is not ready, yet alive', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('logs the outage without the session token the failed lookup carried', () => {
    const token = sessionCookie.match(/session_token=([^.;]+)/)?.[1] ?? '';
    expect(token).not.toBe('');
    expect(log.some((line) => line.includes('database unreachable'))).toBe(true);
    expect(log.filter((line) => line.includes(token))).toEqual([]);
  });
});

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

  it.each([
    ['PostgreSQL shutting down (57P01)', wrapped({ code: '57P01', message: 'terminating connection' })],
    [
      'PostgreSQL starting up (57P03)',
      wrapped({ code: '57P03', message: 'the database system is starting up' }),
    ],
    ['a connection exception (08006)', wrapped({ code: '08006', message: 'connection failure' })],
    ['a broken socket', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a reset connection', wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))],
    [
      'every address of the host refused',
      wrapped(new AggregateError([Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })])),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped({ code: '23505', message: 'duplicate key value' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('leaves %s to the other answers', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
