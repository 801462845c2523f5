import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_NOT_RETURNED } from '../../../domain/privacy.ts';
import { users } from '../../db/schema.ts';
import { createAdmin, signedInAs, signIn, TEST_PASSWORD } from '../../testing/factories.ts';
import { apiCaller, createLoan, createMaterial } from '../../testing/materials-factories.ts';
import { fileUpload, TINY_PNG } from '../../testing/members-factories.ts';
import { createMemberWithData } from '../../testing/privacy-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { PERSONAL_DATA } from './personal-data.ts';

let t: TestApp;
let adminCookie: string;
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

/** A member with an addressed document who uploaded a photo, and the storage keys of both. */
async function memberWithStoredFiles(prenom: string) {
  const data = await createMemberWithData(t.ctx, prenom);
  const cookie = await signIn(t.app, t.db, data.member);
  const avatar = fileUpload('moi.png', 'image/png', TINY_PNG);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/members/me/avatar',
    payload: avatar.payload,
    headers: { ...avatar.headers, cookie },
  });
  expect(uploaded.statusCode).toBe(200);
  const [row] = await t.db.select({ image: users.image }).from(users).where(eq(users.id, data.member.id));
  const avatarKey = row?.image?.slice(row.image.indexOf('avatars/')) ?? '';
  expect(await t.ctx.storage.read(avatarKey)).not.toBeNull();
  expect(await t.ctx.storage.read(data.document.url)).not.toBeNull();
  return { ...data, cookie, avatarKey };
}

describe('the files of the personal-data registry', () => {
  it('names the stored photo and the addressed documents, each with what it is', () => {
    const kinds = PERSONAL_DATA.flatMap(({ table, storedFiles }) =>
      storedFiles ? [`${table}: ${storedFiles.prefix}`] : [],
    );
    expect(kinds).toEqual(['users: avatars', 'documents: documents']);
  });

  it('are removed from storage by an erasure', async () => {
    const member = await memberWithStoredFiles('Photographe');
    const asked = await call('POST', '/api/members/me/erasure-request', member.cookie, {
      password: TEST_PASSWORD,
    });
    expect(asked.statusCode).toBe(200);
    const confirmed = await call(
      'POST',
      `/api/admin/erasure-requests/${member.member.id}/confirm`,
      adminCookie,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(await t.ctx.storage.read(member.avatarKey)).toBeNull();
    expect(await t.ctx.storage.read(member.document.url)).toBeNull();
  });

  it('are removed from storage by an administrator’s deletion', async () => {
    const member = await memberWithStoredFiles('Portraitiste');
    const deleted = await call('DELETE', `/api/admin/users/${member.member.id}`, adminCookie);
    expect(deleted.statusCode).toBe(200);
    expect(await t.ctx.storage.read(member.avatarKey)).toBeNull();
    expect(await t.ctx.storage.read(member.document.url)).toBeNull();
  });
});

describe('borrowed equipment', () => {
  it('holds back an erasure and a deletion with the same words, and keeps the files', async () => {
    const member = await memberWithStoredFiles('Emprunteuse');
    const material = await createMaterial(t.db);
    await createLoan(t.db, { userId: member.member.id, materialId: material.id, status: 'Retiré' });
    await call('POST', '/api/members/me/erasure-request', member.cookie, { password: TEST_PASSWORD });
    const erasure = await call(
      'POST',
      `/api/admin/erasure-requests/${member.member.id}/confirm`,
      adminCookie,
    );
    const deletion = await call('DELETE', `/api/admin/users/${member.member.id}`, adminCookie);
    for (const refused of [erasure, deletion]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'MATERIAL_NOT_RETURNED',
        message: MATERIAL_NOT_RETURNED,
      });
    }
    expect(await t.ctx.storage.read(member.avatarKey)).not.toBeNull();
    expect(await t.ctx.storage.read(member.document.url)).not.toBeNull();
  });
});
