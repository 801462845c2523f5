import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { createAdmin, signedInAs, TEST_PASSWORD, type TestUser } from '../../testing/factories.ts';
import { apiCaller } from '../../testing/materials-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { applyRetention } from '../privacy/retention.ts';
import { LAST_ADMIN, YOU_ARE_LAST_ADMIN } from './administrators.ts';

let t: TestApp;
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test starts with the administrators it creates, and no other. */
beforeEach(async () => {
  await t.db.update(users).set({ role: 'member' }).where(eq(users.role, 'admin'));
});

type SignedInAdmin = TestUser & { cookie: string };
async function signedInAdmin(prenom: string): Promise<SignedInAdmin> {
  const admin = await createAdmin(t.db, { prenom });
  return { ...admin, cookie: await signedInAs(t.ctx, admin) };
}

const activeAdministrators = async () =>
  (await t.db.select().from(users).where(eq(users.role, 'admin'))).filter(
    (user) => user.is_active && !user.erased_at,
  );
const askErasure = (admin: SignedInAdmin) =>
  call('POST', '/api/members/me/erasure-request', admin.cookie, { password: TEST_PASSWORD });
const confirmErasure = (by: SignedInAdmin, of: TestUser) =>
  call('POST', `/api/admin/erasure-requests/${of.id}/confirm`, by.cookie);
const demote = (by: SignedInAdmin, of: TestUser) =>
  call('PUT', `/api/admin/users/${of.id}`, by.cookie, {
    prenom: of.prenom,
    nom: of.nom,
    email: of.email,
    telephone: '',
    adresse: '',
    code_postal: '',
    ville: '',
    role: 'member',
    statut_membre: 'Membre Actif',
    fonction: 'Membre',
  });
const deleteAccount = (by: SignedInAdmin, of: TestUser) =>
  call('DELETE', `/api/admin/users/${of.id}`, by.cookie);
/**
 * One of two crossed requests wins. The other is refused as the last administrator's, or, when
 * the winner already closed the loser's sessions (deletion, erasure), as signed out.
 */
/**
 * One of two crossed requests wins; the other is refused by the rule (409), or, when it arrives
 * after the winner has committed, by its sender's lost session (401) or role (403): which one
 * depends on the machine's timing.
 */
function expectOneRefused(
  answers: { statusCode: number; json: () => { error: { code: string } } }[],
  lateRefusal: 401 | 403 = 401,
) {
  const [won, lost] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
  expect(won?.statusCode).toBe(200);
  if (lost?.statusCode === 409) expect(lost.json().error.code).toBe('LAST_ADMIN');
  else expect(lost?.statusCode).toBe(lateRefusal);
}

const dueSinceDays = (user: TestUser, days: number) =>
  t.db
    .update(users)
    .set({ erasure_requested_at: new Date(Date.now() - days * 86_400_000) })
    .where(eq(users.id, user.id));

describe('the last active administrator', () => {
  it('cannot ask for their own erasure once the other administrator is erased', async () => {
    const alice = await signedInAdmin('Alice');
    const bernard = await signedInAdmin('Bernard');
    expect((await askErasure(bernard)).statusCode).toBe(200);
    expect((await confirmErasure(alice, bernard)).statusCode).toBe(200);

    const refused = await askErasure(alice);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'LAST_ADMIN', message: YOU_ARE_LAST_ADMIN });
    const [row] = await t.db.select().from(users).where(eq(users.id, alice.id));
    expect(row?.erasure_requested_at).toBeNull();
  });

  it('is skipped by the retention job, which erases the other administrator whose request came due', async () => {
    const alice = await signedInAdmin('Alice');
    const bernard = await signedInAdmin('Bernard');
    // Both asked while the other was there to carry on.
    expect((await askErasure(alice)).statusCode).toBe(200);
    expect((await askErasure(bernard)).statusCode).toBe(200);
    await dueSinceDays(alice, 32);
    await dueSinceDays(bernard, 31);
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) };

    expect(await applyRetention({ ...t.ctx, log })).toMatchObject({ erased: 1 });

    expect((await activeAdministrators()).map((admin) => admin.id)).toEqual([bernard.id]);
    expect(JSON.stringify(warnings)).toContain('last active administrator');
    expect(await applyRetention({ ...t.ctx, log })).toMatchObject({ erased: 0 });
    expect((await activeAdministrators()).map((admin) => admin.id)).toEqual([bernard.id]);
  });

  it('survives two administrators confirming each other’s erasure at the same time', async () => {
    const alice = await signedInAdmin('Alice');
    const bernard = await signedInAdmin('Bernard');
    expect((await askErasure(alice)).statusCode).toBe(200);
    expect((await askErasure(bernard)).statusCode).toBe(200);

    const answers = await Promise.all([confirmErasure(alice, bernard), confirmErasure(bernard, alice)]);

    expectOneRefused(answers);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (refused) expect(refused.json().error).toEqual({ code: 'LAST_ADMIN', message: LAST_ADMIN });
    expect(await activeAdministrators()).toHaveLength(1);
  });

  it('survives two administrators demoting each other at the same time', async () => {
    const alice = await signedInAdmin('Alice');
    const bernard = await signedInAdmin('Bernard');

    const answers = await Promise.all([demote(alice, bernard), demote(bernard, alice)]);

    // A request arriving after its sender's own demotion has committed meets the role guard.
    expectOneRefused(answers, 403);
    expect(await activeAdministrators()).toHaveLength(1);
    const roleChanges = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.role'));
    expect(
      roleChanges.filter((entry) => [alice.id, bernard.id].includes(entry.target_id ?? '')),
    ).toHaveLength(1);
  });

  it('survives two administrators deleting each other at the same time', async () => {
    const alice = await signedInAdmin('Alice');
    const bernard = await signedInAdmin('Bernard');

    const answers = await Promise.all([deleteAccount(alice, bernard), deleteAccount(bernard, alice)]);

    expectOneRefused(answers);
    expect(await activeAdministrators()).toHaveLength(1);
  });

  it('lets an administrator be demoted, deleted or erased while another one remains', async () => {
    const alice = await signedInAdmin('Alice');
    const bernard = await signedInAdmin('Bernard');
    const claire = await signedInAdmin('Claire');
    const denis = await signedInAdmin('Denis');
    expect((await demote(alice, bernard)).statusCode).toBe(200);
    expect((await deleteAccount(alice, claire)).statusCode).toBe(200);
    expect((await askErasure(denis)).statusCode).toBe(200);
    expect((await confirmErasure(alice, denis)).statusCode).toBe(200);
    expect((await activeAdministrators()).map((admin) => admin.id)).toEqual([alice.id]);
  });
});
