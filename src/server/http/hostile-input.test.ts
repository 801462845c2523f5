import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, signedInAs } from '../testing/factories.ts';
import { TINY_PNG } from '../testing/members-factories.ts';
import { multipartPayload } from '../testing/multipart.ts';
import { storeOneOfEach } from '../testing/one-of-each.ts';
import {
  fillPath,
  listOperations,
  type Operation,
  plausibleQuery,
  plausibleValue,
} from '../testing/openapi-operations.ts';
import { createTestApp } from '../testing/test-app.ts';

/**
 * Whatever a client sends, the answer is never a 5xx: every operation of the OpenAPI document,
 * each of its inputs in turn given each hostile value below, as an administrator (who gets past
 * every role check), a member and a stranger. Top-level await: the table comes from the app.
 */
const t = await createTestApp();
afterAll(() => t.close());
const admin = await createAdmin(t.db);
const member = await createMember(t.db);
const cookies = { admin: await signedInAs(t.ctx, admin), member: await signedInAs(t.ctx, member) };
const operations = listOperations((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
const ids = await storeOneOfEach(t, member);

const HOSTILE_VALUES: unknown[] = [
  'avant\u0000après',
  'avant\ud800après',
  '2026-02-30',
  '2026-02-30T10:00:00.000Z',
  '2026-13-01',
  '-000001-06-15T10:00:00.000Z',
  '0000-01-01',
  '+275760-09-13T00:00:00.000Z',
  1e308,
  -1e308,
  2 ** 70,
  -1,
  0.5,
  12345,
  true,
  null,
  { cle: 'avant\u0000après' },
  ['avant\u0000après', '\udfff'],
  'x'.repeat(20_000),
];

/** Query and path values travel encoded: `%ED%A0%80` is a lone surrogate written as UTF-8. */
const HOSTILE_RAW_VALUES = [
  '%00',
  'avant%00apr%C3%A8s',
  '%ED%A0%80',
  '2026-02-30',
  '-000001-06-15T10%3A00%3A00Z',
  '1e308',
  '99999999999999999999999',
  '-1',
  'pas-un-identifiant',
  '..%2F..%2Fetc%2Fpasswd',
];

const CONCURRENT_REQUESTS = 8;

type Caller = keyof typeof cookies | 'anonymous';

/** Who gets past the operation's role check, and so reaches its validation and handler. */
function isAllowed(operation: Operation, caller: Caller): boolean {
  if (operation.role === 'public') return true;
  if (operation.role === 'member') return caller !== 'anonymous';
  return caller === 'admin';
}

function hostileRequests(operation: Operation, thorough: boolean): InjectOptions[] {
  const { method } = operation;
  const url = fillPath(operation, ids);
  const requests: InjectOptions[] = [];
  const body = operation.body ? (plausibleValue(operation.body, ids) as Record<string, unknown>) : undefined;
  const withBody = body ? { payload: body } : {};
  const bodyValues = thorough ? HOSTILE_VALUES : HOSTILE_VALUES.slice(0, 2);
  const rawValues = thorough ? HOSTILE_RAW_VALUES : HOSTILE_RAW_VALUES.slice(0, 3);

  requests.push({ method, url, headers: { origin: 'null' }, ...withBody });
  if (body) {
    for (const name of Object.keys(operation.body?.properties ?? {}))
      for (const value of bodyValues) requests.push({ method, url, payload: { ...body, [name]: value } });
  }
  if (method !== 'GET') {
    // The whole body hostile, described or not.
    for (const value of bodyValues)
      requests.push({
        method,
        url,
        payload: JSON.stringify(value),
        headers: { 'content-type': 'application/json' },
      });
  }
  for (const name of operation.pathParameters)
    for (const raw of rawValues)
      requests.push({ method, url: fillPath(operation, ids, { name, raw }), ...withBody });
  for (const parameter of operation.queryParameters) {
    const others = plausibleQuery(operation.queryParameters, parameter.name);
    for (const raw of rawValues)
      requests.push({ method, url: `${url}?${others}${parameter.name}=${raw}`, ...withBody });
  }
  return requests;
}

/** Upload routes read a multipart body of their own: a NUL in the file name, then in a text field. */
async function hostileUploads(operation: Operation): Promise<InjectOptions[]> {
  if (operation.method === 'GET' || operation.body) return [];
  const url = fillPath(operation, ids);
  const png = { name: 'photo.png', type: 'image/png', data: TINY_PNG };
  const bodies = await Promise.all([
    multipartPayload({ type: 'general', nom: 'Photo' }, { ...png, name: 'photo\u0000.png' }),
    multipartPayload({ type: 'general', nom: 'avant\u0000après', user_id: 'avant\u0000' }, png),
  ]);
  return bodies.map(({ payload, headers }) => ({ method: operation.method, url, payload, headers }));
}

function describeRequest({ url, headers, payload }: InjectOptions): string {
  const origin = headers?.origin ? ` (Origin: ${headers.origin})` : '';
  const body = Buffer.isBuffer(payload)
    ? '(multipart)'
    : typeof payload === 'string'
      ? payload
      : JSON.stringify(payload);
  return `${String(url)}${origin} ${body?.slice(0, 100) ?? ''}`;
}

async function serverErrors(operation: Operation, caller: Caller): Promise<string[]> {
  const thorough = isAllowed(operation, caller);
  const requests = [
    ...hostileRequests(operation, thorough),
    ...(thorough ? await hostileUploads(operation) : []),
  ];
  const cookie = caller === 'anonymous' ? undefined : cookies[caller];
  const errors: string[] = [];
  // A few at a time, as browsers would send them: password hashing runs in parallel.
  for (let start = 0; start < requests.length; start += CONCURRENT_REQUESTS) {
    const batch = requests.slice(start, start + CONCURRENT_REQUESTS);
    const responses = await Promise.all(
      batch.map((request) =>
        t.app.inject({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } }),
      ),
    );
    responses.forEach((response, index) => {
      if (response.statusCode >= 500)
        errors.push(`${describeRequest(batch[index] ?? {})} → ${response.statusCode}`);
    });
  }
  return errors;
}

/** A hostile request may end a session (sign-out is an operation too): sign in again if so. */
async function keepSignedIn(caller: keyof typeof cookies, user: typeof admin) {
  const session = await t.app.inject({
    method: 'GET',
    url: '/api/members/me/profile',
    headers: { cookie: cookies[caller] },
  });
  if (session.statusCode === 401) cookies[caller] = await signedInAs(t.ctx, user);
}

describe('hostile input, on every operation of the OpenAPI document', () => {
  it('finds the operations to attack', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations)('$method $path answers no 5xx', async (operation) => {
    const errors: Record<Caller, string[]> = {
      admin: await serverErrors(operation, 'admin'),
      member: await serverErrors(operation, 'member'),
      anonymous: await serverErrors(operation, 'anonymous'),
    };
    await keepSignedIn('admin', admin);
    await keepSignedIn('member', member);
    expect(errors).toEqual({ admin: [], member: [], anonymous: [] });
  });
});
