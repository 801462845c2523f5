import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdhesionStatus, PaymentMode } from '../../../domain/members.ts';
import { todayIso } from '../../../domain/members.ts';
import { adhesions } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addHouseholdMembership } from '../../testing/members-factories.ts';
import { createHouseholdOffer, createOffer } from '../../testing/offers-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

type Membership = {
  from: string;
  to: string;
  montant_cents: number;
  mode: PaymentMode;
  statut?: AdhesionStatus;
  payment_id?: string;
};

/** A member and their memberships, paid on their start day (the ledger's payment day). */
async function addMember(nom: string, memberships: Membership[]) {
  const member = await createMember(t.db, { prenom: 'Test', nom });
  await t.db.insert(adhesions).values(
    memberships.map((membership) => ({
      user_id: member.id,
      montant_cents: membership.montant_cents,
      date_debut: membership.from,
      date_fin: membership.to,
      statut: membership.statut ?? 'expired',
      mode_paiement: membership.mode,
      payment_id: membership.payment_id ?? null,
    })),
  );
  return member;
}

type MonthRow = { month: string; active_members: number; new_members: number; renewals: number };

describe('GET /api/admin/statistics/year', () => {
  it('counts active members, income per mode, new members and renewals per month, and the memberships ending', async () => {
    // Two years up to June 2012, kept away from the other tests' dates.
    await addMember('Ancien', [
      { from: '2010-03-15', to: '2011-03-15', montant_cents: 750, mode: 'Chèque' },
      { from: '2011-03-15', to: '2012-03-15', montant_cents: 1000, mode: 'Virement' },
    ]);
    await addMember('Nouveau', [
      {
        from: '2011-03-01',
        to: '2012-03-01',
        montant_cents: 750,
        mode: 'Carte Bancaire',
        payment_id: 'pi_b',
      },
    ]);
    // Asked for, never paid: neither a member nor a payment.
    await addMember('Attente', [
      { from: '2011-03-10', to: '2012-03-10', montant_cents: 750, mode: 'Chèque', statut: 'pending' },
    ]);
    // Paid online, account awaiting validation: a payment, not yet a member.
    await addMember('Enligne', [
      {
        from: '2011-05-10',
        to: '2012-05-10',
        montant_cents: 2000,
        mode: 'Carte Bancaire',
        statut: 'pending',
        payment_id: 'pi_d',
      },
    ]);
    const ending = await addMember('Sortant', [
      { from: '2011-06-20', to: '2012-06-20', montant_cents: 1500, mode: 'Espèce', statut: 'active' },
    ]);
    await addMember('Fidèle', [
      { from: '2011-06-05', to: '2012-06-05', montant_cents: 750, mode: 'Chèque' },
      { from: '2012-06-05', to: '2013-06-05', montant_cents: 1235, mode: 'Chèque', statut: 'active' },
    ]);

    const response = await get('/api/admin/statistics/year?month=2012-06', adminCookie);

    expect(response.statusCode).toBe(200);
    const { months, ending: endingThisMonth } = response.json();
    expect(months).toHaveLength(24);
    const byMonth = new Map(months.map((row: MonthRow) => [row.month, row]));
    const active = (month: string) => (byMonth.get(month) as MonthRow).active_members;
    expect(months[0].month).toBe('2010-07');
    expect(months[23].month).toBe('2012-06');
    expect(active('2010-07')).toBe(1);
    expect(active('2011-02')).toBe(1);
    // The renewal on 15 March and the first membership ending that day count one member.
    expect(active('2011-03')).toBe(2);
    expect(active('2011-06')).toBe(4);
    expect(active('2012-02')).toBe(4);
    // Ended on 1 March: not a day of March covered.
    expect(active('2012-03')).toBe(3);
    expect(active('2012-05')).toBe(2);
    expect(active('2012-06')).toBe(2);

    expect(byMonth.get('2011-03')).toMatchObject({
      new_members: 1,
      renewals: 1,
      income: [
        { mode_paiement: 'Carte Bancaire', count: 1, montant: 7.5 },
        { mode_paiement: 'Virement', count: 1, montant: 10 },
      ],
    });
    expect(byMonth.get('2011-05')).toMatchObject({
      new_members: 0,
      renewals: 0,
      income: [{ mode_paiement: 'Carte Bancaire', count: 1, montant: 20 }],
    });
    expect(byMonth.get('2011-06')).toMatchObject({
      new_members: 2,
      renewals: 0,
      income: [
        { mode_paiement: 'Chèque', count: 1, montant: 7.5 },
        { mode_paiement: 'Espèce', count: 1, montant: 15 },
      ],
    });
    expect(byMonth.get('2012-06')).toMatchObject({
      new_members: 0,
      renewals: 1,
      income: [{ mode_paiement: 'Chèque', count: 1, montant: 12.35 }],
    });
    expect(byMonth.get('2011-04')).toMatchObject({ new_members: 0, renewals: 0, income: [] });

    expect(endingThisMonth).toEqual({
      month: '2012-06',
      count: 2,
      renewed: 1,
      members: [{ user_id: ending.id, prenom: 'Test', nom: 'Sortant', date_fin: '2012-06-20' }],
    });
  });

  it('counts a membership in the month of its last day covered: a season to 31 August ends in August', async () => {
    const august = await addMember('Saison', [
      { from: '2013-09-01', to: '2014-09-01', montant_cents: 750, mode: 'Chèque', statut: 'active' },
    ]);
    // Its last day is 31 July: over before August.
    await addMember('Juillet', [
      { from: '2013-08-01', to: '2014-08-01', montant_cents: 750, mode: 'Chèque', statut: 'active' },
    ]);
    const endingOf = async (month: string) =>
      (await get(`/api/admin/statistics/year?month=${month}`, adminCookie)).json().ending;
    expect(await endingOf('2014-08')).toEqual({
      month: '2014-08',
      count: 1,
      renewed: 0,
      members: [{ user_id: august.id, prenom: 'Test', nom: 'Saison', date_fin: '2014-09-01' }],
    });
    expect(await endingOf('2014-09')).toMatchObject({ count: 0, members: [] });
  });

  it('shows the same income as the payments ledger for a month', async () => {
    const { months } = (await get('/api/admin/statistics/year?month=2012-06', adminCookie)).json();
    const march = months.find((row: MonthRow) => row.month === '2011-03');
    const ledger = (await get('/api/admin/payments?from=2011-03-01&to=2011-03-31', adminCookie)).json();
    expect(march.income).toEqual(ledger.totals);
  });

  it('ends with the current month in Paris by default', async () => {
    const response = await get('/api/admin/statistics/year', adminCookie);
    expect(response.statusCode).toBe(200);
    const { months, ending } = response.json();
    expect(months).toHaveLength(24);
    expect(months[23].month).toBe(todayIso().slice(0, 7));
    expect(ending.month).toBe(todayIso().slice(0, 7));
  });

  it('refuses a month that is not one, naming the field', async () => {
    const response = await get('/api/admin/statistics/year?month=2012-13', adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ path: 'month', message: 'Mois invalide (AAAA-MM)' }]);
  });

  it('is for administrators only', async () => {
    expect((await get('/api/admin/statistics/year')).statusCode).toBe(401);
    expect((await get('/api/admin/statistics/year', memberCookie)).statusCode).toBe(403);
  });
});

describe('the year’s figures per offer', () => {
  it('counts each offer’s memberships and income over the twelve months, a household once paid', async () => {
    const reduced = await createOffer(t.db, { name: 'Tarif réduit 2013' });
    const household = await createHouseholdOffer(t.db, { name: 'Foyer 2013' });
    const one = (user_id: string, offer_id: string, montant_cents: number, date_debut: string) => ({
      user_id,
      offer_id,
      montant_cents,
      date_debut,
      date_fin: `2014${date_debut.slice(4)}`,
      statut: 'active' as const,
      mode_paiement: 'Chèque' as const,
    });
    const [a, b, payer, child] = await Promise.all(
      ['A', 'B', 'Payeur', 'Enfant'].map((nom) => createMember(t.db, { nom })),
    );
    if (!a || !b || !payer || !child) throw new Error('membres non créés');
    await t.db.insert(adhesions).values([
      one(a.id, reduced.id, 300, '2013-02-01'),
      one(b.id, reduced.id, 300, '2013-05-01'),
      // Before the twelve months: left out.
      one(b.id, reduced.id, 300, '2012-05-01'),
    ]);
    const [paid] = await t.db
      .insert(adhesions)
      .values(one(payer.id, household.id, 1500, '2013-03-01'))
      .returning();
    if (!paid) throw new Error('adhésion non créée');
    await addHouseholdMembership(t.db, paid, child.id);
    const response = await get('/api/admin/statistics/year?month=2013-06', adminCookie);
    expect(response.json().offers).toEqual([
      { offer_id: reduced.id, name: 'Tarif réduit 2013', memberships: 2, payments: 2, income: 6 },
      { offer_id: household.id, name: 'Foyer 2013', memberships: 2, payments: 1, income: 15 },
    ]);
  });
});
