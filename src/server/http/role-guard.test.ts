import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRoleGuard } from './role-guard.ts';

/** Declaring routes never asks who is signed in: only answering a request does. */
function guardedApp() {
  const app = Fastify();
  registerRoleGuard(app, { findUser: async () => null, catchUp: async () => {} });
  return app;
}

const handler = async () => ({ ok: true });

describe('declaring an API route', () => {
  it('is refused without a role', () => {
    expect(() => guardedApp().get('/api/things', { schema: { operationId: 'listThings' } }, handler)).toThrow(
      'route GET /api/things declares no role',
    );
  });

  it('is refused without an operationId, which names it in the web client’s types', () => {
    expect(() =>
      guardedApp().post(
        '/api/things',
        { config: { role: 'admin' }, schema: { summary: 'Ajouter' } },
        handler,
      ),
    ).toThrow('route POST /api/things declares no operationId');
  });

  it('is accepted with both, or with a role alone when the document hides it', () => {
    const app = guardedApp();
    expect(() => {
      app.get('/api/things', { config: { role: 'member' }, schema: { operationId: 'listThings' } }, handler);
      app.get('/api/hidden', { config: { role: 'public' }, schema: { hide: true } }, handler);
      app.get('/healthz', handler);
    }).not.toThrow();
  });
});
