import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { 'x-role'?: string };

describe('service endpoints', () => {
  it('answers /healthz and /readyz while the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nimporte-quoi' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/openapi.json', () => {
  it('gives every operation a role, and every non-public one refuses a signed-out caller', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(10);
    for (const { path, method, operation } of operations) {
      expect(['public', 'member', 'admin'], `${method} ${path}`).toContain(operation['x-role']);
      if (operation['x-role'] === 'public') continue;
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url, payload: {} });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a change coming from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.fr', password: 'x' },
      headers: { origin: 'https://pirate.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
  });
});
