import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalInfos } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: TestUser;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

async function legalId(type: string) {
  const list = await t.app.inject({ method: 'GET', url: '/api/legal-infos' });
  return list.json().find((row: { type: string }) => row.type === type).id as string;
}

const update = (id: string, body: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/legal-infos/${id}`,
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/legal-infos', () => {
  it('gives anyone the four texts, CGV first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/legal-infos' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { type: string }) => row.type)).toEqual([
      'CGV',
      'CGU',
      'Mentions Légales',
      'Politique de Confidentialité',
    ]);
  });
});

describe('PUT /api/legal-infos/:id', () => {
  it('lets an admin replace a text and records who did it', async () => {
    const id = await legalId('CGU');
    const contenu = "Article 1 — Objet\nL'association met à disposition…";
    const response = await update(id, { contenu }, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, type: 'CGU', contenu });
    const [row] = await t.db.select().from(legalInfos).where(eq(legalInfos.id, id));
    expect(row?.updated_by).toBe(admin.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/legal-infos' });
    expect(list.json().find((r: { id: string }) => r.id === id).contenu).toBe(contenu);
  });

  it('answers 400 without a text', async () => {
    expect((await update(await legalId('CGV'), {}, adminCookie)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await update('00000000-0000-4000-8000-000000000000', { contenu: 'x' }, adminCookie);
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 signed out and 403 to a member, and keeps the text', async () => {
    const id = await legalId('Mentions Légales');
    expect((await update(id, { contenu: 'piraté' })).statusCode).toBe(401);
    expect((await update(id, { contenu: 'piraté' }, memberCookie)).statusCode).toBe(403);
    const [row] = await t.db.select().from(legalInfos).where(eq(legalInfos.id, id));
    expect(row?.contenu).not.toBe('piraté');
  });
});
