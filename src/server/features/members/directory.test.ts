import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signIn } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/members/directory', () => {
  it('lists validated members by email, with only their name and email', async () => {
    const zoe = await createMember(t.db, { email: 'zoe@exemple.fr', prenom: 'Zoé' });
    const adam = await createMember(t.db, { email: 'adam@exemple.fr', prenom: 'Adam' });
    await createMember(t.db, { email: 'attente@exemple.fr', is_active: false });
    const cookie = await signIn(t.app, t.db, zoe);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/members/directory',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const emails = response.json().map((entry: { email: string }) => entry.email);
    expect(emails).toEqual(['adam@exemple.fr', 'zoe@exemple.fr']);
    expect(response.json()[0]).toEqual({
      id: adam.id,
      prenom: 'Adam',
      nom: adam.nom,
      email: 'adam@exemple.fr',
    });
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/members/directory' })).statusCode).toBe(401);
  });
});
