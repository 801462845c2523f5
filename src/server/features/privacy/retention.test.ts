import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions, auditLog, users } from '../../db/schema.ts';
import { createMember } from '../../testing/factories.ts';
import { createLoan, createMaterial } from '../../testing/materials-factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { privacyJobs } from './jobs.ts';
import { applyRetention } from './retention.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const askedDaysAgo = (id: string, days: number) =>
  t.db
    .update(users)
    .set({ erasure_requested_at: daysAgo(days) })
    .where(eq(users.id, id));

describe('the daily retention job', () => {
  it('runs every day at 04:00', () => {
    expect(privacyJobs(t.ctx).find((job) => job.name === 'retention')?.cron).toBe('0 4 * * *');
  });

  it('carries out the requests no administrator confirmed within 30 days, as the association', async () => {
    const due = await createMember(t.db, { prenom: 'Échue' });
    const recent = await createMember(t.db, { prenom: 'Récente' });
    const holder = await createMember(t.db, { prenom: 'Emprunteuse' });
    await askedDaysAgo(due.id, 31);
    await askedDaysAgo(recent.id, 29);
    await askedDaysAgo(holder.id, 45);
    const material = await createMaterial(t.db);
    await createLoan(t.db, { userId: holder.id, materialId: material.id, status: 'Retiré' });

    expect(await applyRetention(t.ctx)).toMatchObject({ erased: 1 });

    expect(await rowOf(due.id)).toMatchObject({ prenom: 'Membre supprimé', banned: true });
    expect(await rowOf(recent.id)).toMatchObject({ prenom: 'Récente', erased_at: null });
    // Equipment still out: the request waits on the administrators' list, and is tried again tomorrow.
    expect(await rowOf(holder.id)).toMatchObject({ prenom: 'Emprunteuse', erased_at: null });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.target_id, due.id));
    expect(entry).toMatchObject({
      action: 'member.erasure-due',
      actor_id: null,
      actor_name: 'Tâche automatique',
      target_label: expect.stringMatching(/^Membre supprimé n°\d+$/),
    });
  });

  it('deletes the registrations neither validated nor paid for 90 days, and keeps every other account', async () => {
    const stale = await createMember(t.db, { is_active: false });
    const recent = await createMember(t.db, { is_active: false });
    const paid = await createMember(t.db, { is_active: false });
    const validated = await createMember(t.db);
    // Paid online, still waiting for an administrator: the treasurer received the money.
    const membership = await addAdhesion(t.db, paid.id, { statut: 'pending', startedDaysAgo: 100 });
    await t.db.update(adhesions).set({ payment_id: 'pi_attente' }).where(eq(adhesions.id, membership.id));
    const ids = [stale.id, recent.id, paid.id, validated.id];
    await t.db
      .update(users)
      .set({ createdAt: daysAgo(91) })
      .where(inArray(users.id, ids));
    await t.db
      .update(users)
      .set({ createdAt: daysAgo(89) })
      .where(eq(users.id, recent.id));

    expect(await applyRetention(t.ctx)).toMatchObject({ deleted: 1 });

    const left = await t.db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, paid.id, validated.id].sort());
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.delete'));
    expect(entry).toMatchObject({
      actor_name: 'Tâche automatique',
      target_label: '1 inscription(s) ni validée(s) ni payée(s) depuis 90 jours',
    });
  });
});
