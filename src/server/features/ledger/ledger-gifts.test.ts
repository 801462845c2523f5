import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writtenCount } from '../../db/prepared.ts';
import { adhesions } from '../../db/schema.ts';
import { createDonation, enableReceipts } from '../../testing/donations-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { planOf } from '../../testing/query-plan.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ledgerPage } from './service.ts';

let t: TestApp;
let adminCookie: string;
let receiptNumber: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  await enableReceipts(t.ctx);
  const member = await createMember(t.db, { prenom: 'Odile', nom: 'Cotisante' });
  await t.db.insert(adhesions).values({
    user_id: member.id,
    montant_cents: 1000,
    date_debut: '2018-02-01',
    date_fin: '2019-02-01',
    statut: 'active',
    mode_paiement: 'Chèque',
  });
  const cheque = await createDonation(t.ctx, { donated_on: '2018-03-01' });
  receiptNumber = cheque.receipt?.number ?? '';
  await createDonation(t.ctx, {
    donor: {
      user_id: member.id,
      prenom: 'Odile',
      nom: 'Cotisante',
      email: null,
      adresse: null,
      code_postal: null,
      ville: null,
    },
    amount_cents: 2050,
    donated_on: '2018-04-01',
    mode_paiement: 'Espèce',
    receipt_wanted: false,
  });
  await createDonation(t.ctx, {
    amount_cents: 30_000,
    donated_on: '2018-05-01',
    nature: 'nature',
    mode_paiement: null,
    in_kind_description: 'Un ordinateur portable',
    receipt_wanted: false,
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
const period = 'from=2018-01-01&to=2018-12-31';

describe('gifts in the payments ledger', () => {
  it('lists gifts in money beside the fees, typed, and counts them in the totals; gifts in kind are no payment', async () => {
    const page = (await get(`/api/admin/payments?${period}`)).json();
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'don',
        date_paiement: '2018-04-01',
        prenom: 'Odile',
        montant: 20.5,
        mode_paiement: 'Espèce',
        offer_name: null,
        type: null,
        receipt_number: null,
        has_attestation: false,
      }),
      expect.objectContaining({
        kind: 'don',
        date_paiement: '2018-03-01',
        user_id: null,
        prenom: 'Jeanne',
        nom: 'Donatrice',
        montant: 80,
        receipt_number: receiptNumber,
      }),
      expect.objectContaining({
        kind: 'cotisation',
        date_paiement: '2018-02-01',
        montant: 10,
        has_attestation: true,
      }),
    ]);
    expect(receiptNumber).toMatch(/^\d{4}-\d{4}$/);
    expect(page.total).toBe(3);
    expect(page.totals).toEqual([
      { mode_paiement: 'Chèque', count: 2, montant: 90 },
      { mode_paiement: 'Espèce', count: 1, montant: 20.5 },
    ]);
    expect(page.total_montant).toBe(110.5);
  });

  it('keeps to one kind, pages through both kinds in order', async () => {
    const gifts = (await get(`/api/admin/payments?${period}&kind=don`)).json();
    expect(gifts.items.map((row: { kind: string }) => row.kind)).toEqual(['don', 'don']);
    expect(gifts.total_montant).toBe(100.5);
    const fees = (await get(`/api/admin/payments?${period}&kind=cotisation&mode=Ch%C3%A8que`)).json();
    expect(fees).toMatchObject({ total: 1, total_montant: 10, items: [{ kind: 'cotisation' }] });
    const second = (await get(`/api/admin/payments?${period}&kind=all&pageSize=2&page=2`)).json();
    expect(second.items.map((row: { date_paiement: string }) => row.date_paiement)).toEqual(['2018-02-01']);
  });

  it('exports the gifts with their type and receipt number', async () => {
    const file = await get(`/api/admin/payments.csv?${period}`);
    const lines = file.body.trim().split('\r\n').slice(1);
    expect(lines).toEqual([
      expect.stringMatching(/^"01\/02\/2018";"Cotisation";"Cotisante";"Odile";/),
      `"01/03/2018";"Don";"Donatrice";"Jeanne";"jeanne.donatrice@example.org";"";"";"1";"80,00";"Chèque";"";"";"";"";"${receiptNumber}";""`,
      expect.stringMatching(
        /^"01\/04\/2018";"Don";"Cotisante";"Odile";"";"";"";"1";"20,50";"Espèce";"";"";"";"";"";""$/,
      ),
    ]);
    const giftsOnly = await get(`/api/admin/payments.csv?${period}&kind=don`);
    expect(giftsOnly.body).not.toContain('Cotisation');
  });

  it('answers 400 beside the field for an unknown kind', async () => {
    const response = await get('/api/admin/payments?kind=legs');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ path: 'kind', message: 'Type de paiement invalide' }]);
  });

  it('reads the keys of a page of each kind in its day index, and joins the lines of the page only', async () => {
    const plan = await planOf(
      t.db,
      ledgerPage(t.db, undefined, { limit: writtenCount(50), offset: writtenCount(100) }),
    );
    expect(plan).toMatch(/CTE picked\n\s+-> {2}Limit/);
    expect(plan).toContain('Index Scan Backward using adhesions_paid_on_idx');
    expect(plan).toContain('Index Scan Backward using donations_day_idx');
  });
});
