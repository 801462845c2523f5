import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../domain/members.ts';
import { auditLog, users } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { createMemberWithData } from '../../testing/privacy-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readZipEntries } from '../../testing/zip-entries.ts';

let t: TestApp;
let claire: Awaited<ReturnType<typeof createMemberWithData>>;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  claire = await createMemberWithData(t.ctx, 'Claire');
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

const download = (id: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/data-export`,
    headers: cookie ? { cookie } : {},
  });

const journalOf = (userId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'member.export'), eq(auditLog.target_id, userId)));

describe('POST /api/admin/users/:id/data-export', () => {
  it('answers the archive the member downloads herself, and journals who handed it out', async () => {
    const response = await download(claire.member.id, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''mes-donnees-${todayIso()}.zip`,
    );
    const entries = await readZipEntries(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(['donnees.json', 'fichiers/documents/1 - Reçu de Claire.pdf']);
    const data = JSON.parse(entries.get('donnees.json')?.toString() ?? '{}');
    expect(data.profil).toMatchObject({ prenom: 'Claire', nom: 'Témoin', email: claire.member.email });
    expect(data.adhesions).toEqual([expect.objectContaining({ type: 'premium', montant: 10 })]);
    expect(await journalOf(claire.member.id)).toEqual([
      expect.objectContaining({ target_type: 'user', target_label: 'Claire Témoin' }),
    ]);
  });

  it('answers 404 for an unknown member and 409 for an erased one, and journals nothing', async () => {
    const unknown = await download('00000000-0000-4000-8000-000000000000', adminCookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Utilisateur introuvable');
    const erased = await createMember(t.db);
    await t.db.update(users).set({ erased_at: new Date() }).where(eq(users.id, erased.id));
    expect((await download(erased.id, adminCookie)).statusCode).toBe(409);
    expect(await journalOf(erased.id)).toEqual([]);
  });

  it('answers 400 for an id that is not one', async () => {
    expect((await download('pas-un-id', adminCookie)).statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 to a member, even for her own archive', async () => {
    expect((await download(claire.member.id)).statusCode).toBe(401);
    expect((await download(claire.member.id, memberCookie)).statusCode).toBe(403);
    const own = await signedInAs(t.ctx, claire.member);
    expect((await download(claire.member.id, own)).statusCode).toBe(403);
  });
});
