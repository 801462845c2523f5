import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, users } from '../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../testing/factories.ts';
import { registrationInput } from '../testing/registration.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let member: Awaited<ReturnType<typeof createMember>>;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  member = await createMember(t.db);
  memberCookie = await signedInAs(t.ctx, member);
});
afterAll(() => t.close());

const refused = (...paths: string[]) => ({
  error: {
    code: 'VALIDATION',
    message: 'Caractère non autorisé',
    fields: paths.map((path) => ({ path, message: 'Caractère non autorisé' })),
  },
});

describe('a NUL byte or a lone surrogate in any input', () => {
  it('is refused on a public form, naming the field, and nothing is stored', async () => {
    const before = await t.db.select({ n: count() }).from(checkoutSessions);
    for (const [field, value] of [
      ['nom', 'Durand\u0000'],
      ['ville', 'Lyon\ud800'],
      ['email', 'camille\udfff@exemple.fr'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/registration/checkout',
        payload: registrationInput({ [field]: value }),
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toEqual(refused(field));
    }
    expect(await t.db.select({ n: count() }).from(checkoutSessions)).toEqual(before);
  });

  it('is refused before the form’s own rules: a reset link’s token, a payment session', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'abc\u0000', password: 'nouveau-mot-de-passe' },
    });
    expect(reset.json()).toEqual(refused('token'));
    const finalize = await t.app.inject({
      method: 'POST',
      url: '/api/registration/finalize',
      payload: { session_id: 'sim_\u0000' },
    });
    expect(finalize.json()).toEqual(refused('session_id'));
  });

  it('names each field, nested objects and arrays included', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/assemblies',
      headers: { cookie: adminCookie },
      payload: {
        date: '2030-06-15T18:00:00.000Z',
        lieu: 'Salle\u0000des fêtes',
        ordre_du_jour: ['Rapport moral', 'Rapport\ud800financier'],
        extra: { 'clé\u0000': 'valeur' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('lieu', 'extra.clé\uFFFD', 'ordre_du_jour.1'));
  });

  it('keeps the profile as it was', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/members/me/profile',
      headers: { cookie: memberCookie },
      payload: { prenom: 'Camille', nom: 'Durand', ville: 'Ly\u0000on' },
    });
    expect(response.json()).toEqual(refused('ville'));
    const [row] = await t.db.select({ ville: users.ville }).from(users).where(eq(users.id, member.id));
    expect(row?.ville).toBeNull();
  });

  it('is refused in the query string and in the path', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=Dur%00and',
      headers: { cookie: adminCookie },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refused('search'));
    const file = await t.app.inject({ method: 'GET', url: '/api/files/public/avatars/x%00.png' });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual(refused('*'));
  });

  it('is looked for in arrays nested 400,000 deep without failing', async () => {
    const depth = 400_000;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      payload: `{"question":${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toMatch(/^question(\.0)+$/);
  });

  it('lets accents, emoji and every other printable character through', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/members/me/profile',
      headers: { cookie: memberCookie },
      payload: { prenom: 'Zoé 🌻', nom: 'Lefèvre-Ødegård', ville: 'Saint-Étienne' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ prenom: 'Zoé 🌻', nom: 'Lefèvre-Ødegård' });
  });
});
