import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEQUE_ONLY } from '../../../domain/cheques.ts';
import { adhesions, auditLog, donations } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberId = (await createMember(t.db, { prenom: 'Anatole', nom: 'Chéquier' })).id;
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: adminCookie } });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });

const cheque = {
  cheque_number: '0004512',
  cheque_bank: 'Crédit Mutuel',
  cheque_drawer: 'M. ou Mme Chéquier',
};

const membershipByCheque = (values: object = {}) =>
  send('POST', `/api/admin/users/${memberId}/adhesions`, {
    montant: 25,
    date_debut: '2009-03-02',
    mode_paiement: 'Chèque',
    ...cheque,
    ...values,
  });

const giftByCheque = (values: object = {}) =>
  send('POST', '/api/admin/donations', {
    user_id: null,
    prenom: 'Gaston',
    nom: 'Donateur',
    email: '',
    adresse: '2 rue du Puits',
    code_postal: '21000',
    ville: 'Dijon',
    amount: 60,
    donated_on: '2009-03-05',
    nature: 'numeraire',
    mode_paiement: 'Chèque',
    cheque_number: '7788990',
    cheque_bank: 'La Banque Postale',
    cheque_drawer: 'Gaston Donateur',
    in_kind_description: null,
    receipt_wanted: false,
    note: '',
    ...values,
  });

describe('a payment by cheque recorded by hand', () => {
  it('keeps the number, bank and drawer of a membership and a gift, journalled, shown in the ledger and its CSV', async () => {
    const membership = await membershipByCheque();
    expect(membership.statusCode).toBe(201);
    expect(membership.json()).toMatchObject(cheque);
    const gift = await giftByCheque();
    expect(gift.statusCode).toBe(201);
    expect(gift.json().donation).toMatchObject({
      cheque_number: '7788990',
      cheque_drawer: 'Gaston Donateur',
    });

    const [stored] = await t.db.select().from(adhesions).where(eq(adhesions.id, membership.json().id));
    expect(stored).toMatchObject(cheque);
    const [journalled] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'membership.create'));
    expect(JSON.stringify(journalled?.changes)).toContain('Crédit Mutuel');

    const page = await get('/api/admin/payments?from=2009-01-01&to=2009-12-31');
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toEqual([
      expect.objectContaining({ kind: 'don', cheque_number: '7788990', cheque_bank: 'La Banque Postale' }),
      expect.objectContaining({ kind: 'cotisation', ...cheque }),
    ]);

    const csv = await get('/api/admin/payments.csv?from=2009-01-01&to=2009-12-31');
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toContain(
      '"Mode de paiement";"Référence";"N° du chèque";"Banque";"Tireur";"Reçu fiscal"',
    );
    expect(lines[1]).toContain('"25,00";"Chèque";"";"0004512";"Crédit Mutuel";"M. ou Mme Chéquier";""');
    expect(lines[2]).toContain('"60,00";"Chèque";"";"7788990";"La Banque Postale";"Gaston Donateur";""');
  });

  it('records a cheque without its details, and a membership left without them on one line', async () => {
    const bare = await membershipByCheque({ cheque_number: '', cheque_bank: undefined, cheque_drawer: null });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ cheque_number: null, cheque_bank: null, cheque_drawer: null });
    const twoLines = await membershipByCheque({ cheque_drawer: 'Anatole\nFaussaire' });
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().error.fields).toContainEqual(expect.objectContaining({ path: 'cheque_drawer' }));
  });

  it('refuses a cheque’s details beside another mode, and forgets them when a correction changes the mode', async () => {
    const transfer = await membershipByCheque({ mode_paiement: 'Virement' });
    expect(transfer.statusCode).toBe(400);
    expect(transfer.json().error.fields).toContainEqual({ path: 'cheque_number', message: CHEQUE_ONLY });
    const cash = await giftByCheque({ mode_paiement: 'Espèce' });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().error.fields).toContainEqual({ path: 'cheque_bank', message: CHEQUE_ONLY });

    const membership = (await membershipByCheque()).json();
    const corrected = await send('PUT', `/api/admin/adhesions/${membership.id}`, {
      mode_paiement: 'Espèce',
      montant: 25,
      date_debut: membership.date_debut,
      date_fin: membership.date_fin,
      statut: 'active',
    });
    expect(corrected.statusCode).toBe(200);
    const [stored] = await t.db.select().from(adhesions).where(eq(adhesions.id, membership.id));
    expect(stored).toMatchObject({ mode_paiement: 'Espèce', cheque_number: null, cheque_bank: null });

    const gift = (await giftByCheque()).json().donation;
    const [before] = await t.db.select().from(donations).where(eq(donations.id, gift.id));
    expect(before?.cheque_bank).toBe('La Banque Postale');
  });
});
