import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_NOT_RETURNED } from '../../../domain/privacy.ts';
import {
  accounts,
  adhesions,
  documents,
  materialCategories,
  materialLoans,
  materials,
  sessions,
  users,
} from '../../db/schema.ts';
import { createDocument } from '../../testing/documents-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
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

const call = (method: 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('DELETE /api/admin/users/:id', () => {
  it('removes the login, sessions, memberships, closed loans and addressed documents (files too) with the member', async () => {
    const member = await createMember(t.db);
    await signedInAs(t.ctx, member);
    await addAdhesion(t.db, member.id);
    const loan = await addLoan(member.id, 'Retourné - RAS');
    const addressed = await createDocument(t.ctx, { user_id: member.id });
    const response = await call('DELETE', `/api/admin/users/${member.id}`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(0);
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, member.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
    expect(await t.db.select().from(adhesions).where(eq(adhesions.user_id, member.id))).toHaveLength(0);
    expect(await t.db.select().from(materialLoans).where(eq(materialLoans.id, loan))).toHaveLength(0);
    expect(await t.db.select().from(documents).where(eq(documents.id, addressed.id))).toHaveLength(0);
    expect(await t.ctx.storage.read(addressed.url)).toBeNull();
    const login = await call('POST', '/api/auth/login', undefined, {
      email: member.email,
      password: member.password,
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses while borrowed equipment is still out (409), and deleting oneself', async () => {
    const member = await createMember(t.db);
    await addLoan(member.id, 'Retiré');
    const refused = await call('DELETE', `/api/admin/users/${member.id}`, adminCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MATERIAL_NOT_RETURNED);
    expect(await t.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/users/${admin.id}`, adminCookie)).statusCode).toBe(409);
  });

  it('answers 400 for a bad id, 404 for an unknown one, 401 signed out, 403 to a member', async () => {
    const member = await createMember(t.db);
    expect((await call('DELETE', '/api/admin/users/abc', adminCookie)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/admin/users/${crypto.randomUUID()}`, adminCookie)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/admin/users/${member.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/users/${member.id}`, memberCookie)).statusCode).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(1);
  });
});

async function addLoan(userId: string, status: 'Retiré' | 'Retourné - RAS'): Promise<string> {
  const [category] = await t.db
    .insert(materialCategories)
    .values({ name: `Catégorie ${crypto.randomUUID()}` })
    .returning();
  const [material] = await t.db
    .insert(materials)
    .values({
      name: 'Enregistreur',
      category_id: category?.id ?? '',
      total_quantity: 2,
      available_quantity: 1,
    })
    .returning();
  const [loan] = await t.db
    .insert(materialLoans)
    .values({
      material_id: material?.id ?? '',
      user_id: userId,
      quantity: 1,
      start_date: new Date(),
      end_date: new Date(Date.now() + 86_400_000),
      usage_context: 'Recueil',
      status,
    })
    .returning();
  return loan?.id ?? '';
}
