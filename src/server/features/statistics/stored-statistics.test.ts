import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADHESION_TYPES, type AdhesionStatus, type PaymentMode } from '../../../domain/members.ts';
import { addMonths, OFFER_STATISTICS_MONTHS, STATISTICS_MONTHS } from '../../../domain/statistics.ts';
import { adhesions, membershipOffers, statisticsEnding, statisticsMonths, users } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { computeMonths, endingInMonth } from './computed-statistics.ts';
import { offersOfMonths } from './offer-statistics.ts';
import { presentMonth } from './stored-statistics.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

const MODES: PaymentMode[] = ['Chèque', 'Virement', 'Carte Bancaire', 'Espèce'];
const STATUSES: AdhesionStatus[] = ['active', 'expired', 'expired', 'pending'];

/** A day of 2014-2016, the years these tests keep to, from a small number. */
const dayOf = (n: number) => {
  const date = new Date(Date.UTC(2014, 0, 1) + (n % 1000) * 86_400_000);
  return date.toISOString().slice(0, 10);
};
const yearAfter = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Forty members with one to three memberships each, back to back, overlapping or with a gap;
 * accepted, pending, paid online or not, of every mode; some recorded before their start.
 */
async function addVariedMembers() {
  for (let person = 0; person < 40; person++) {
    const member = await createMember(t.db, { prenom: `P${person}`, nom: `Varié${person % 7}` });
    let start = dayOf(person * 23);
    const rows = [];
    for (let index = 0; index <= person % 3; index++) {
      const n = person * 3 + index;
      const end = index === 1 && person % 2 ? daysAfter(start, 200) : yearAfter(start);
      rows.push({
        user_id: member.id,
        // The offer follows the type (the migration's trigger): the three first offers.
        type: ADHESION_TYPES[n % ADHESION_TYPES.length],
        montant_cents: n % 5 === 0 ? 0 : 500 + (n % 4) * 250,
        date_debut: start,
        date_fin: end,
        statut: STATUSES[n % STATUSES.length] ?? 'expired',
        mode_paiement: MODES[n % MODES.length] ?? null,
        payment_id: n % 6 === 0 ? `pi_varie_${n}` : null,
        // Recorded earlier than its start for some: the ledger's day is then the recording day.
        created_at: new Date(`${dayOf(person * 23 + index * 150 - (n % 4 === 0 ? 40 : 0))}T10:00:00Z`),
      });
      start = person % 4 === 3 ? daysAfter(end, 60) : person % 5 === 1 ? daysAfter(end, -30) : end;
    }
    await t.db.insert(adhesions).values(rows);
  }
}

const answer = async (month: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/statistics/year?month=${month}`,
    headers: { cookie: adminCookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The same figures computed from the memberships, as before anything was stored. */
async function fromScratch(month: string) {
  const computed = await computeMonths(t.db, addMonths(month, 1 - STATISTICS_MONTHS), month);
  return {
    months: computed.map(presentMonth),
    offers: await offersOfMonths(
      t.db,
      computed.slice(-OFFER_STATISTICS_MONTHS).map((figures) => figures.offers),
    ),
    ending: await endingInMonth(t.db, month),
  };
}

/** Asked twice: computed and stored the first time, read from the store the second. */
async function expectSameAsFromScratch(month: string) {
  const expected = JSON.parse(JSON.stringify(await fromScratch(month)));
  expect(await answer(month)).toEqual(expected);
  expect(await answer(month)).toEqual(expected);
}

const storedMonths = async () =>
  (await t.db.select({ month: statisticsMonths.month }).from(statisticsMonths))
    .map((row) => row.month)
    .sort();

describe('the stored figures of the year at a glance', () => {
  beforeAll(addVariedMembers);

  it('are the figures computed from the memberships, and are read back from the store', async () => {
    for (const month of ['2015-01', '2015-12', '2016-08', '2017-06']) await expectSameAsFromScratch(month);
    expect(await storedMonths()).toContain('2015-06');
    // What the answer shows is what is stored: the months are not computed again.
    await t.db
      .update(statisticsMonths)
      .set({ active_members: 999 })
      .where(eq(statisticsMonths.month, '2016-08'));
    const months = (await answer('2016-08')).months;
    expect(months.at(-1).active_members).toBe(999);
    await t.db.delete(statisticsMonths);
  });

  it('follow every change of a membership: new, moved, refused, re-priced, moved to another offer, deleted', async () => {
    await expectSameAsFromScratch('2016-06');
    const [first, second, third] = await t.db
      .select({ id: adhesions.id, user_id: adhesions.user_id })
      .from(adhesions)
      .orderBy(adhesions.date_debut, adhesions.id)
      .limit(3);
    if (!first || !second || !third) throw new Error('memberships expected');
    const changes = [
      () =>
        t.db.insert(adhesions).values({
          user_id: first.user_id,
          montant_cents: 1200,
          date_debut: '2014-02-10',
          date_fin: '2015-02-10',
          statut: 'expired',
          mode_paiement: 'Espèce',
          created_at: new Date('2014-02-10T09:00:00Z'),
        }),
      () =>
        t.db
          .update(adhesions)
          .set({ date_debut: '2014-01-03', date_fin: '2016-04-30' })
          .where(eq(adhesions.id, second.id)),
      () =>
        t.db.update(adhesions).set({ statut: 'pending', payment_id: null }).where(eq(adhesions.id, third.id)),
      () =>
        t.db
          .update(adhesions)
          .set({ montant_cents: 4250, mode_paiement: 'Virement' })
          .where(eq(adhesions.id, first.id)),
      () =>
        t.db
          .update(adhesions)
          .set({ offer_id: sql`(select id from ${membershipOffers} order by position desc limit 1)` })
          .where(eq(adhesions.id, first.id)),
      () => t.db.delete(adhesions).where(eq(adhesions.id, second.id)),
    ];
    for (const change of changes) {
      await change();
      await expectSameAsFromScratch('2016-06');
      await expectSameAsFromScratch('2015-03');
    }
  });

  it('follow the members named in "ending this month": renamed, erased', async () => {
    let month = '2015-01';
    while ((await endingInMonth(t.db, month)).members.length === 0) month = addMonths(month, 1);
    const [ending] = (await answer(month)).ending.members;
    await t.db.update(users).set({ nom: 'Renommé' }).where(eq(users.id, ending.user_id));
    await expectSameAsFromScratch(month);
    await t.db.update(users).set({ erased_at: new Date() }).where(eq(users.id, ending.user_id));
    await expectSameAsFromScratch(month);
    const listed = (await answer(month)).ending.members.map((member: { user_id: string }) => member.user_id);
    expect(listed).not.toContain(ending.user_id);
  });

  it('count a membership on either side of a month boundary in the right month', async () => {
    await expectSameAsFromScratch('2016-11');
    await expectSameAsFromScratch('2016-12');
    const member = await createMember(t.db, { prenom: 'Borne', nom: 'Mois' });
    // Its last day is 30 November: ending in November, not covering December.
    await t.db.insert(adhesions).values({
      user_id: member.id,
      montant_cents: 1000,
      date_debut: '2015-12-01',
      date_fin: '2016-12-01',
      statut: 'expired',
      mode_paiement: 'Chèque',
      created_at: new Date('2015-11-30T23:30:00Z'),
    });
    // Renewed on the boundary: a renewal of December, paid on the last day of November (Paris).
    await t.db.insert(adhesions).values({
      user_id: member.id,
      montant_cents: 1000,
      date_debut: '2016-12-01',
      date_fin: '2017-12-01',
      statut: 'active',
      mode_paiement: 'Chèque',
      created_at: new Date('2016-11-30T22:59:00Z'),
    });
    await expectSameAsFromScratch('2016-11');
    await expectSameAsFromScratch('2016-12');
    const december = (await answer('2016-12')).months.at(-1);
    expect(december.renewals).toBeGreaterThanOrEqual(1);
  });

  it('are all forgotten when the memberships are emptied at once', async () => {
    await answer('2016-06');
    expect((await storedMonths()).length).toBeGreaterThan(0);
    await t.db.execute(sql`truncate table ${adhesions} cascade`);
    expect(await storedMonths()).toEqual([]);
    expect(await t.db.select().from(statisticsEnding)).toEqual([]);
    await expectSameAsFromScratch('2016-06');
  });
});

describe('with a write in progress on another connection', () => {
  it('answers without storing what the write may change, and stores it once the write is committed', async () => {
    await t.db.delete(statisticsMonths);
    await t.db.delete(statisticsEnding);
    const member = await createMember(t.db, { prenom: 'En', nom: 'Cours' });
    let written = () => {};
    let release = () => {};
    const isWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writing = t.db.transaction(async (tx) => {
      await tx.insert(adhesions).values({
        user_id: member.id,
        montant_cents: 3000,
        date_debut: '2016-03-01',
        date_fin: '2017-03-01',
        statut: 'active',
        mode_paiement: 'Virement',
        created_at: new Date('2016-03-01T10:00:00Z'),
      });
      written();
      await released;
    });
    await isWritten;
    const before = JSON.parse(JSON.stringify(await fromScratch('2016-06')));
    expect(await answer('2016-06')).toEqual(before);
    expect(await storedMonths()).toEqual([]);
    release();
    await writing;
    await expectSameAsFromScratch('2016-06');
    expect(await storedMonths()).toContain('2016-03');
    expect((await answer('2016-06')).months).not.toEqual(before.months);
  });
});
