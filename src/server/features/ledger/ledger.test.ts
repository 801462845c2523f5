import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdhesionStatus, PaymentMode } from '../../../domain/members.ts';
import { sumEuros } from '../../../domain/money.ts';
import { adhesions } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addHouseholdMembership } from '../../testing/members-factories.ts';
import { createHouseholdOffer } from '../../testing/offers-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  const member = await createMember(t.db, { prenom: 'Éloïse', nom: 'Garçon' });
  memberId = member.id;
  memberCookie = await signedInAs(t.ctx, member);
});
afterAll(() => t.close());

/** More than two batches of the export's reading. */
const LARGE_EXPORT = 2_500;

type Payment = {
  on: string;
  montant_cents: number;
  mode: PaymentMode;
  statut?: AdhesionStatus;
  payment_id?: string;
};

/** Memberships started (and so paid) on a past day; each test keeps to its own year. */
async function addPayments(payments: Payment[]) {
  const rows = payments.map((payment) => ({
    user_id: memberId,
    type: 'standard' as const,
    montant_cents: payment.montant_cents,
    date_debut: payment.on,
    date_fin: `${Number(payment.on.slice(0, 4)) + 1}${payment.on.slice(4)}`,
    statut: payment.statut ?? 'active',
    mode_paiement: payment.mode,
    payment_id: payment.payment_id ?? null,
  }));
  return t.db.insert(adhesions).values(rows).returning();
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/admin/payments', () => {
  it('totals every payment of the period per mode, whatever the page, newest first', async () => {
    await addPayments([
      { on: '2011-01-10', montant_cents: 750, mode: 'Chèque' },
      { on: '2011-02-10', montant_cents: 750, mode: 'Chèque' },
      { on: '2011-03-10', montant_cents: 1000, mode: 'Espèce' },
      {
        on: '2011-04-10',
        montant_cents: 750,
        mode: 'Carte Bancaire',
        statut: 'pending',
        payment_id: 'pi_2011',
      },
      { on: '2011-05-10', montant_cents: 1235, mode: 'Virement' },
      { on: '2012-01-10', montant_cents: 9900, mode: 'Chèque' },
    ]);
    const period = 'from=2011-01-01&to=2011-12-31';
    const first = (await get(`/api/admin/payments?${period}&pageSize=2`, adminCookie)).json();
    const second = (await get(`/api/admin/payments?${period}&pageSize=2&page=2`, adminCookie)).json();
    const third = (await get(`/api/admin/payments?${period}&pageSize=2&page=3`, adminCookie)).json();
    const rows = [...first.items, ...second.items, ...third.items];
    expect(rows.map((row: { date_paiement: string }) => row.date_paiement)).toEqual([
      '2011-05-10',
      '2011-04-10',
      '2011-03-10',
      '2011-02-10',
      '2011-01-10',
    ]);
    expect(first.total).toBe(5);
    expect(first.totals).toEqual([
      { mode_paiement: 'Carte Bancaire', count: 1, montant: 7.5 },
      { mode_paiement: 'Chèque', count: 2, montant: 15 },
      { mode_paiement: 'Espèce', count: 1, montant: 10 },
      { mode_paiement: 'Virement', count: 1, montant: 12.35 },
    ]);
    const rowsSum = sumEuros(rows.map((row: { montant: number }) => row.montant));
    expect(first.total_montant).toBe(44.85);
    expect(first.total_montant).toBe(rowsSum);
    expect(first.items[0]).toMatchObject({
      prenom: 'Éloïse',
      nom: 'Garçon',
      type: 'standard',
      montant: 12.35,
      mode_paiement: 'Virement',
      reference: null,
      has_attestation: true,
    });
    expect(first.items[1]).toMatchObject({ reference: 'pi_2011', has_attestation: false });
  });

  it('keeps to one mode, and leaves out what was not paid', async () => {
    await addPayments([
      { on: '2013-01-10', montant_cents: 750, mode: 'Chèque' },
      { on: '2013-02-10', montant_cents: 1000, mode: 'Espèce' },
      { on: '2013-03-10', montant_cents: 750, mode: 'Chèque', statut: 'pending' },
      { on: '2013-04-10', montant_cents: 0, mode: 'Chèque' },
      { on: '2013-05-10', montant_cents: 750, mode: 'Chèque', statut: 'expired' },
    ]);
    const response = await get(
      '/api/admin/payments?from=2013-01-01&to=2013-12-31&mode=Ch%C3%A8que',
      adminCookie,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.items.map((row: { date_paiement: string }) => row.date_paiement)).toEqual([
      '2013-05-10',
      '2013-01-10',
    ]);
    expect(page.totals).toEqual([{ mode_paiement: 'Chèque', count: 2, montant: 15 }]);
    expect(page.total_montant).toBe(15);
  });

  it('answers 400 naming the field for a period out of order, a bad date or an unknown mode', async () => {
    const reversed = await get('/api/admin/payments?from=2026-02-01&to=2026-01-01', adminCookie);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual([
      { path: 'to', message: 'La fin de la période doit suivre son début' },
    ]);
    const badDate = await get('/api/admin/payments?from=2026-02-30', adminCookie);
    expect(badDate.json().error.fields).toEqual([{ path: 'from', message: 'Du : date invalide' }]);
    const badMode = await get('/api/admin/payments?mode=Bitcoin', adminCookie);
    expect(badMode.json().error.fields).toEqual([{ path: 'mode', message: 'Mode de paiement invalide' }]);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await get('/api/admin/payments')).statusCode).toBe(401);
    expect((await get('/api/admin/payments', memberCookie)).statusCode).toBe(403);
  });
});

describe('a household’s payment', () => {
  it('is one line naming the offer and the people it covers, its members’ 0 € memberships none', async () => {
    const household = await createHouseholdOffer(t.db);
    const payer = await createMember(t.db, { prenom: 'Paul', nom: 'Martin' });
    const [paid] = await t.db
      .insert(adhesions)
      .values({
        user_id: payer.id,
        offer_id: household.id,
        montant_cents: 1500,
        date_debut: '2017-05-02',
        date_fin: '2018-05-02',
        statut: 'active',
        mode_paiement: 'Carte Bancaire',
        payment_id: 'sim_foyer_2017',
      })
      .returning();
    if (!paid) throw new Error('membership not created');
    for (const prenom of ['Léa', 'Hugo']) {
      await addHouseholdMembership(t.db, paid, (await createMember(t.db, { prenom, nom: 'Martin' })).id);
    }
    const page = await get('/api/admin/payments?from=2017-01-01&to=2017-12-31', adminCookie);
    expect(page.json()).toMatchObject({
      total: 1,
      total_montant: 15,
      items: [{ prenom: 'Paul', offer_name: 'Foyer (jusqu’à 4 personnes)', people: 3, montant: 15 }],
    });
    const file = await get('/api/admin/payments.csv?from=2017-01-01&to=2017-12-31', adminCookie);
    expect(file.body).toContain(
      '"Foyer (jusqu’à 4 personnes)";"3";"15,00";"Carte Bancaire";"sim_foyer_2017"',
    );
    expect(file.body).not.toContain('Léa');
  });
});

describe('GET /api/admin/payments.csv', () => {
  it('exports the filtered payments for French Excel, oldest first', async () => {
    await addPayments([
      { on: '2014-03-02', montant_cents: 1000, mode: 'Espèce' },
      { on: '2014-01-15', montant_cents: 750, mode: 'Carte Bancaire', payment_id: 'sim_ref_1' },
      { on: '2015-01-15', montant_cents: 750, mode: 'Chèque' },
    ]);
    const response = await get('/api/admin/payments.csv?from=2014-01-01&to=2014-12-31', adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('paiements.csv');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.slice(1).split('\r\n')).toEqual([
      '"Date";"Type";"Nom";"Prénom";"Email";"Adhésion";"Offre";"Personnes";"Montant";"Mode de paiement";"Référence";"N° du chèque";"Banque";"Tireur";"Reçu fiscal";"Remboursement"',
      expect.stringMatching(
        /^"15\/01\/2014";"Cotisation";"Garçon";"Éloïse";"[^"]+";"Membre Ordinaire";"Membre Ordinaire";"1";"7,50";"Carte Bancaire";"sim_ref_1";"";"";"";"";""$/,
      ),
      expect.stringMatching(
        /^"02\/03\/2014";"Cotisation";"Garçon";"Éloïse";"[^"]+";"Membre Ordinaire";"Membre Ordinaire";"1";"10,00";"Espèce";"";"";"";"";"";""$/,
      ),
      '',
    ]);
  });

  it('writes a name that looks like a formula as text', async () => {
    const sneaky = await createMember(t.db, { prenom: 'Jean', nom: '=HYPERLINK("http://x")' });
    await t.db.insert(adhesions).values({
      user_id: sneaky.id,
      montant_cents: 500,
      date_debut: '2016-06-01',
      date_fin: '2017-06-01',
      statut: 'active',
      mode_paiement: 'Espèce',
    });
    const response = await get('/api/admin/payments.csv?from=2016-01-01&to=2016-12-31', adminCookie);
    expect(response.body).toContain('"\'=HYPERLINK(""http://x"")"');
  });

  it('streams a large export complete, oldest first, the same bytes compressed or not', async () => {
    // A day each from 1990 on, one statement: more than two batches of the export's reading.
    await t.db.execute(sql`insert into adhesions (user_id, montant_cents, date_debut, date_fin, statut, mode_paiement, payment_id)
      select ${memberId}, 750, date '1990-01-01' + n, date '1991-01-01' + n, 'active', 'Chèque', 'gros-export-' || n
      from generate_series(0, ${LARGE_EXPORT - 1}::integer) as n`);
    const url = '/api/admin/payments.csv?from=1990-01-01&to=1999-12-31';
    const plain = await t.app.inject({
      url,
      headers: { cookie: adminCookie, 'accept-encoding': 'identity' },
    });
    const references = plain.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';')[10]);
    expect(references).toEqual(Array.from({ length: LARGE_EXPORT }, (_, n) => `"gros-export-${n}"`));
    const compressed = await t.app.inject({
      url,
      headers: { cookie: adminCookie, 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('answers 400 for a period out of order, 401 signed out and 403 to a member', async () => {
    const reversed = await get('/api/admin/payments.csv?from=2026-02-01&to=2026-01-01', adminCookie);
    expect(reversed.statusCode).toBe(400);
    expect((await get('/api/admin/payments.csv')).statusCode).toBe(401);
    expect((await get('/api/admin/payments.csv', memberCookie)).statusCode).toBe(403);
  });
});
