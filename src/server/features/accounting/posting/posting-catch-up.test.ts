import { and, eq, gte, inArray, lte, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eurosToCents } from '../../../../domain/money.ts';
import { accountingAccounts, accountingLines, adhesions } from '../../../db/schema.ts';
import { createAccountingYear } from '../../../testing/accounting-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../../testing/factories.ts';
import { apiCaller } from '../../../testing/materials-factories.ts';
import { addAdhesion, addHouseholdMembership, isoDaysFromToday } from '../../../testing/members-factories.ts';
import { postedFor } from '../../../testing/posting-factories.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { postSource } from './post-source.ts';

// What was received while no year covered its day waits for the year; two processes posting one
// source post it once.

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

/** A membership paid on `day`, recorded without the app (as an import of history would). */
async function paidOn(day: string, values: Partial<typeof adhesions.$inferInsert> = {}) {
  const row = await addAdhesion(t.db, (await createMember(t.db)).id);
  const [moved] = await t.db
    .update(adhesions)
    .set({ date_debut: day, date_fin: `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`, ...values })
    .where(eq(adhesions.id, row.id))
    .returning();
  if (!moved) throw new Error('membership missing');
  return moved;
}

/** The credits of the fees and gifts accounts over a period, as the compte de résultat adds them. */
async function incomeCredited(from: string, to: string): Promise<number> {
  const [row] = await t.db
    .select({ total: sum(accountingLines.credit_cents).mapWith(Number) })
    .from(accountingLines)
    .innerJoin(accountingAccounts, eq(accountingAccounts.id, accountingLines.account_id))
    .where(
      and(
        inArray(accountingAccounts.code, ['756', '7541', '7542']),
        gte(accountingLines.date, from),
        lte(accountingLines.date, to),
      ),
    );
  return row?.total ?? 0;
}

describe('a year created after its payments', () => {
  it('posts every payment and gift of its days once, the household’s members at 0 € not at all, and agrees with the register', async () => {
    const cheque = await paidOn('2019-03-04', { mode_paiement: 'Chèque', montant_cents: 2500 });
    const payer = await paidOn('2019-04-10', { montant_cents: 6000 });
    const share = await addHouseholdMembership(t.db, payer, (await createMember(t.db)).id);
    const outside = await paidOn('2018-12-31');
    const gift = await call('POST', '/api/admin/donations', adminCookie, {
      user_id: null,
      prenom: 'Rose',
      nom: 'Avant',
      email: '',
      adresse: '',
      code_postal: '',
      ville: '',
      amount: 40,
      donated_on: '2019-06-01',
      nature: 'numeraire',
      mode_paiement: 'Espèce',
      in_kind_description: null,
      receipt_wanted: false,
      note: '',
    });
    expect(gift.statusCode).toBe(201);
    const giftId: string = gift.json().donation.id;
    expect(await postedFor(t.db, 'don', giftId)).toEqual([]);

    const created = await call('POST', '/api/admin/accounting/years', adminCookie, {
      start_date: '2019-01-01',
      end_date: '2019-12-31',
    });
    expect(created.statusCode).toBe(201);
    const renamed = await call('PUT', `/api/admin/accounting/years/${created.json().id}`, adminCookie, {
      label: 'Année 2019',
      start_date: '2019-01-01',
      end_date: '2019-12-31',
    });
    expect(renamed.statusCode).toBe(200);

    const [chequeEntry, ...again] = await postedFor(t.db, 'adhesion', cheque.id);
    expect(again).toEqual([]);
    expect(chequeEntry).toMatchObject({ date: '2019-03-04', year_id: created.json().id });
    expect(chequeEntry?.lines).toEqual([
      { code: '5112', debit: 2500, credit: 0 },
      { code: '756', debit: 0, credit: 2500 },
    ]);
    expect(await postedFor(t.db, 'adhesion', payer.id)).toHaveLength(1);
    expect(await postedFor(t.db, 'adhesion', share.id)).toEqual([]);
    expect(await postedFor(t.db, 'adhesion', outside.id)).toEqual([]);
    const [giftEntry] = await postedFor(t.db, 'don', giftId);
    expect(giftEntry?.lines).toEqual([
      { code: '530', debit: 4000, credit: 0 },
      { code: '7541', debit: 0, credit: 4000 },
    ]);

    const register = await call(
      'GET',
      '/api/admin/payments?from=2019-01-01&to=2019-12-31&page=1&pageSize=20',
      adminCookie,
    );
    expect(register.statusCode).toBe(200);
    expect(eurosToCents(register.json().total_montant)).toBe(2500 + 6000 + 4000);
    expect(await incomeCredited('2019-01-01', '2019-12-31')).toBe(2500 + 6000 + 4000);
  });
});

describe('two processes posting one payment', () => {
  it('post one entry', async () => {
    await createAccountingYear(t.db, { start_date: isoDaysFromToday(-100), end_date: isoDaysFromToday(100) });
    const membership = await addAdhesion(t.db, (await createMember(t.db)).id, { startedDaysAgo: 3 });
    const source = { kind: 'adhesion' as const, id: membership.id };
    await Promise.all([
      t.db.transaction((tx) => postSource(tx, source)),
      t.db.transaction((tx) => postSource(tx, source)),
      t.db.transaction((tx) => postSource(tx, source)),
    ]);
    const [entry, ...others] = await postedFor(t.db, 'adhesion', membership.id);
    expect(others).toEqual([]);
    expect(entry?.lines).toEqual([
      { code: '512', debit: 750, credit: 0 },
      { code: '756', debit: 0, credit: 750 },
    ]);
  });
});
