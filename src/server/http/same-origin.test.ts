import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInFrom = (origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'camille@exemple.fr', password: 'motdepasse' },
    headers: { origin, host: 'localhost:3000' },
  });

describe('the Origin of a request that changes something', () => {
  it.each([
    ['null', 'a sandboxed frame'],
    ['::::', 'not a URL'],
    ['http://localhost:3000/connexion', 'an origin with a path'],
    ['http://localhost:3000/', 'an origin with a trailing slash'],
    ['localhost:3000', 'a host without a scheme'],
    ['https://pirate.example', 'another site'],
  ])('%s (%s) is answered 403', async (origin) => {
    const response = await signInFrom(origin);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'BAD_ORIGIN', message: 'Origine de la requête refusée' });
  });

  it('our own pages, on the public address or the address they were served from, pass', async () => {
    for (const origin of [TEST_PUBLIC_URL, 'http://localhost:3000']) {
      expect((await signInFrom(origin)).statusCode, origin).not.toBe(403);
    }
  });

  it('does not matter to a request that reads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/association',
      headers: { origin: 'null' },
    });
    expect(response.statusCode).toBe(200);
  });
});
