import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, signedInAs } from '../testing/factories.ts';
import {
  fillPath,
  listOperations,
  type Operation,
  plausibleQuery,
  plausibleValue,
} from '../testing/openapi-operations.ts';
import { createTestApp } from '../testing/test-app.ts';

/**
 * Words of a program, not of a person: zod's French locale once answered `?page=abc` with
 * "nombre attendu, NaN reçu". Every operation of the OpenAPI document gets wrong-typed query
 * parameters, path parameters and body properties, and a missing body; no answer may speak so.
 * One pass as an administrator, who gets past every role check; random ids, so that an accepted
 * request finds no row to change.
 */
const PROGRAM_WORDS = /\b(NaN|undefined|null|expected|received|indéfini)\b/i;

const t = await createTestApp();
afterAll(() => t.close());
const admin = await createAdmin(t.db);
let cookie = await signedInAs(t.ctx, admin);
const operations = listOperations((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());

const WRONG_QUERY_VALUES = ['abc', '1.5', '-1', '', '2026-13-45', 'true'];
const WRONG_BODY_VALUES: unknown[] = ['abc', 12.5, -1, true, null, {}, ['abc'], 'x'.repeat(300)];

function wrongRequests(operation: Operation): InjectOptions[] {
  const { method } = operation;
  const url = fillPath(operation, {});
  const body = operation.body ? (plausibleValue(operation.body) as Record<string, unknown>) : undefined;
  const withBody = body ? { payload: body } : {};
  const requests: InjectOptions[] = [];
  for (const parameter of operation.queryParameters) {
    const others = plausibleQuery(operation.queryParameters, parameter.name);
    for (const value of WRONG_QUERY_VALUES)
      requests.push({
        method,
        url: `${url}?${others}${parameter.name}=${encodeURIComponent(value)}`,
        ...withBody,
      });
  }
  for (const name of operation.pathParameters)
    requests.push({ method, url: fillPath(operation, {}, { name, raw: 'abc' }), ...withBody });
  if (body) {
    requests.push({ method, url, payload: {} });
    for (const name of Object.keys(body))
      for (const value of WRONG_BODY_VALUES)
        requests.push({ method, url, payload: { ...body, [name]: value } });
  }
  return requests;
}

/** Every text of an error answer a person may read. */
function errorTexts(body: string): string[] {
  try {
    const { error } = JSON.parse(body) as { error?: { message?: string; fields?: { message: string }[] } };
    return [error?.message ?? '', ...(error?.fields ?? []).map((field) => field.message)];
  } catch {
    return [body];
  }
}

/** A request may end the session (sign-out is an operation too): sign in again if so. */
async function keepSignedIn() {
  const session = await t.app.inject({ method: 'GET', url: '/api/members/me/profile', headers: { cookie } });
  if (session.statusCode === 401) cookie = await signedInAs(t.ctx, admin);
}

describe('every answer speaks to a person', () => {
  it('answers wrong-typed inputs of every operation without the words of a program', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const spoken: string[] = [];
    let refused = 0;
    for (const operation of operations) {
      for (const request of wrongRequests(operation)) {
        const response = await t.app.inject({ ...request, headers: { cookie } });
        if (response.statusCode < 400) continue;
        refused++;
        for (const text of errorTexts(response.body))
          if (PROGRAM_WORDS.test(text)) spoken.push(`${request.method} ${String(request.url)}: ${text}`);
      }
      await keepSignedIn();
    }
    expect(refused).toBeGreaterThan(500);
    expect([...new Set(spoken)]).toEqual([]);
  });

  it('says which page it could not read', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?page=abc',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'La page doit être un nombre entier',
      fields: [{ path: 'page', message: 'La page doit être un nombre entier' }],
    });
  });
});
