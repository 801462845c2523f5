import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../domain/members.ts';
import { decimalComma, eurosToCents, sumEuros } from '../../../domain/money.ts';
import { auditLog, donationReceipts, donationSettings, donations } from '../../db/schema.ts';
import { createDonation, enableReceipts } from '../../testing/donations-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let otherCookie: string;
let memberId: string;
const year = Number(todayIso().slice(0, 4));
const pastYear = year - 1;
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestApp({ env: { ASSOCIATION_NAME: 'Les Amis du Vélo' } });
  await enableReceipts(t.ctx);
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  const member = await createMember(t.db, {
    prenom: 'Hélène',
    nom: 'Généreuse',
    email: 'helene@example.org',
  });
  memberId = member.id;
  memberCookie = await signedInAs(t.ctx, member);
  otherCookie = await signedInAs(t.ctx, await createMember(t.db, { prenom: 'Paul', nom: 'Autre' }));
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

const memberGift = (values: Parameters<typeof createDonation>[1] = {}) =>
  createDonation(t.ctx, {
    donor: {
      user_id: memberId,
      prenom: 'Hélène',
      nom: 'Généreuse',
      email: 'helene@example.org',
      adresse: '5 rue Haute',
      code_postal: '33000',
      ville: 'Bordeaux',
    },
    ...values,
  });

describe('the receipt PDF', () => {
  it('carries every mention of the CERFA, the amount in words, and downloads by its link without sign-in', async () => {
    const { receipt } = await createDonation(t.ctx, { amount_cents: 8000, donated_on: `${year}-01-15` });
    if (!receipt) throw new Error('reçu attendu');
    const response = await get(`/api/donation-receipts/link/${receipt.access_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`recu-fiscal-${receipt.number}.pdf`);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Reçu au titre des dons à certains organismes d’intérêt général',
      'Articles 200, 238 bis et 978 du code général des impôts',
      `Reçu n° ${receipt.number}`,
      'Les Amis du Vélo',
      '12 rue des Lilas, 75011 Paris',
      'W751234567',
      'Accompagner les familles',
      'Œuvre ou organisme d’intérêt général',
      'Donatrice Jeanne',
      '3 place du Marché, 69001 Lyon',
      '80,00 €',
      'quatre-vingts euros',
      '15/01/',
      '200 du CGI',
      '238 bis du CGI',
      '978 du CGI',
      'Déclaration de don manuel',
      'Numéraire',
      'Chèque',
      'Fait à Paris',
      'Claire Martin, Trésorière',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('ANNULÉ');
  });

  it('prints the signature image the settings keep', async () => {
    await t.ctx.storage.put('documents/signature-recus.png', TINY_PNG, 'image/png');
    await t.db.update(donationSettings).set({ signature_key: 'documents/signature-recus.png' });
    try {
      const { receipt } = await createDonation(t.ctx, { amount_cents: 1000 });
      const response = await get(`/api/donation-receipts/link/${receipt?.access_token}`);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    } finally {
      await t.db.update(donationSettings).set({ signature_key: null });
    }
  });

  it('reprints what it was issued under after the settings change: beneficiary, signatory and signature', async () => {
    await t.ctx.storage.put('documents/signature-ancienne.png', TINY_PNG, 'image/png');
    await t.db.update(donationSettings).set({ signature_key: 'documents/signature-ancienne.png' });
    const { receipt } = await createDonation(t.ctx, { amount_cents: 4500 });
    await enableReceipts(t.ctx, {
      object: 'Un tout autre objet',
      identifier: 'W999999999',
      address: '1 avenue Neuve\n13001 Marseille',
      signatory_name: 'Bruno Suivant',
      signatory_function: 'Président',
      legal_status: 'utilite_publique',
      signature_key: null,
    });
    try {
      const response = await get(`/api/donation-receipts/link/${receipt?.access_token}`);
      expect(response.statusCode).toBe(200);
      const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
      for (const kept of [
        '12 rue des Lilas, 75011 Paris',
        'W751234567',
        'Accompagner les familles',
        'Œuvre ou organisme d’intérêt général',
        'Fait à Paris',
        'Claire Martin, Trésorière',
      ]) {
        expect(text).toContain(kept);
      }
      for (const later of [
        'Marseille',
        'W999999999',
        'Un tout autre objet',
        'Bruno Suivant',
        'utilité publique',
      ]) {
        expect(text).not.toContain(later);
      }
      expect(response.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    } finally {
      await enableReceipts(t.ctx, { signature_key: null });
    }
  });

  it('ticks article 200 alone for a person, even when the settings list 238 bis', async () => {
    const { receipt } = await createDonation(t.ctx, { amount_cents: 3000 });
    expect(receipt?.articles).toEqual(['200']);
    const response = await get(`/api/donation-receipts/link/${receipt?.access_token}`);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('X 200 du CGI');
    expect(text).not.toContain('X 238 bis du CGI');
  });

  it('is made in the association’s city, not at its whole address, even typed on one line', async () => {
    await enableReceipts(t.ctx, { address: '8 quai Saint-Vincent, 69001 Lyon' });
    try {
      const { receipt } = await createDonation(t.ctx, { amount_cents: 2500 });
      const response = await get(`/api/donation-receipts/link/${receipt?.access_token}`);
      const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain('Fait à Lyon, le');
      expect(text).not.toContain('Fait à 8 quai');
    } finally {
      await enableReceipts(t.ctx);
    }
  });

  it('prints the amount with its French thousands space', async () => {
    const { receipt } = await createDonation(t.ctx, { amount_cents: 1_000_000 });
    const response = await get(`/api/donation-receipts/link/${receipt?.access_token}`);
    // The reader gives the no-break spaces back as spaces: what a reader sees and searches.
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Montant : 10 000,00 €');
    expect(text).toContain('dix mille euros');
  });

  it('answers 404 for an unknown link', async () => {
    expect((await get('/api/donation-receipts/link/inconnu')).statusCode).toBe(404);
  });
});

describe('a company’s gift', () => {
  it('is receipted on the CERFA n° 16216 model: legal name, SIREN, article 238 bis alone, and counted apart', async () => {
    const before = (await get(`/api/admin/donation-receipts/declaration?year=${year}`, adminCookie)).json();
    const recorded = await post(
      '/api/admin/donations',
      {
        user_id: null,
        donor_kind: 'entreprise',
        raison_sociale: 'Boulangerie Dupain SARL',
        siren: '732 829 320',
        prenom: 'Marc',
        nom: 'Dupain',
        email: 'contact@dupain.example.org',
        adresse: '4 rue du Four',
        code_postal: '31000',
        ville: 'Toulouse',
        amount: 1500,
        donated_on: todayIso(),
        nature: 'numeraire',
        mode_paiement: 'Virement',
        in_kind_description: null,
        receipt_wanted: true,
        note: '',
      },
      adminCookie,
    );
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().donation).toMatchObject({
      donor_kind: 'entreprise',
      raison_sociale: 'Boulangerie Dupain SARL',
      siren: '732829320',
    });
    const receiptId = recorded.json().donation.receipt.id;
    const response = await get(`/api/admin/donation-receipts/${receiptId}/pdf`, adminCookie);
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'CERFA n° 16216',
      'Reçu des dons et versements effectués par les entreprises',
      'Article 238 bis du code général des impôts',
      'Dénomination sociale : Boulangerie Dupain SARL',
      'N° SIREN : 732 829 320',
      '4 rue du Four, 31000 Toulouse',
      '1 500,00 €',
      'X 238 bis du CGI',
      'Déclaration de don manuel',
    ]) {
      expect(text).toContain(expected);
    }
    for (const individual of ['11580', 'Nom et prénom(s)', '200 du CGI', '978 du CGI']) {
      expect(text).not.toContain(individual);
    }

    const after = (await get(`/api/admin/donation-receipts/declaration?year=${year}`, adminCookie)).json();
    expect(after.entreprises).toEqual({
      count: before.entreprises.count + 1,
      amount: sumEuros([before.entreprises.amount, 1500]),
    });
    expect(after.particuliers).toEqual(before.particuliers);
    const csv = await get(`/api/admin/donation-receipts/declaration.csv?year=${year}`, adminCookie);
    expect(csv.body).toContain(`"${year}";"Entreprises (CERFA n° 16216)";"${after.entreprises.count}";`);
  });
});

describe('GET /api/members/me/donations and my receipts', () => {
  it('lists the member’s gifts and receipts, and gives their own PDF, not another member’s', async () => {
    const { receipt } = await memberGift({ amount_cents: 4500 });
    if (!receipt) throw new Error('reçu attendu');
    const response = await get('/api/members/me/donations', memberCookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.donations).toContainEqual(
      expect.objectContaining({ amount: 45, receipt: { id: receipt.id, number: receipt.number } }),
    );
    expect(body.receipts.map((row: { id: string }) => row.id)).toContain(receipt.id);
    const pdf = await get(`/api/members/me/donation-receipts/${receipt.id}/pdf`, memberCookie);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('quarante-cinq euros');
    expect((await get(`/api/members/me/donation-receipts/${receipt.id}/pdf`, otherCookie)).statusCode).toBe(
      404,
    );
    expect((await get('/api/members/me/donations', otherCookie)).json()).toEqual({
      donations: [],
      receipts: [],
    });
  });

  it('asks to sign in', async () => {
    expect((await get('/api/members/me/donations')).statusCode).toBe(401);
  });
});

describe('admin receipts', () => {
  it('refuses the anonymous (401) and members (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/donation-receipts'],
      ['GET', `/api/admin/donation-receipts/declaration?year=${year}`],
      ['POST', '/api/admin/donation-receipts/annual'],
    ] as const) {
      const anonymous = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { year: pastYear } : undefined,
      });
      expect(anonymous.statusCode).toBe(401);
      const member = await t.app.inject({
        method,
        url,
        headers: { cookie: memberCookie },
        payload: method === 'POST' ? { year: pastYear } : undefined,
      });
      expect(member.statusCode).toBe(403);
    }
  });

  it('lists the receipts paged, by state and donor, and gives their PDF', async () => {
    const { receipt } = await createDonation(t.ctx, {
      donor: {
        user_id: null,
        prenom: 'Zoé',
        nom: 'Cherchée',
        email: 'zoe@example.org',
        adresse: '1 quai Sud',
        code_postal: '13001',
        ville: 'Marseille',
      },
    });
    if (!receipt) throw new Error('reçu attendu');
    const found = await get('/api/admin/donation-receipts?search=cherchee&state=valide', adminCookie);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, items: [{ id: receipt.id, donor_name: 'Zoé Cherchée' }] });
    const page = await get(`/api/admin/donation-receipts?year=${year}&pageSize=1`, adminCookie);
    expect(page.json().items).toHaveLength(1);
    expect(page.json().total).toBeGreaterThan(1);
    const invalid = await get('/api/admin/donation-receipts?year=abc', adminCookie);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields[0].path).toBe('year');
    const pdf = await get(`/api/admin/donation-receipts/${receipt.id}/pdf`, adminCookie);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Cherchée Zoé');
  });

  it('cancels a receipt with its reason: the number stays, the gift is let go, a new receipt gets a new number', async () => {
    const { receipt, donation } = await createDonation(t.ctx, { amount_cents: 1200 });
    if (!receipt) throw new Error('reçu attendu');
    const url = `/api/admin/donation-receipts/${receipt.id}/cancel`;
    const missing = await post(url, { reason: '  ' }, adminCookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual([
      { path: 'reason', message: 'Indiquez le motif de l’annulation' },
    ]);
    expect((await post(url, { reason: 'Erreur' }, memberCookie)).statusCode).toBe(403);

    const cancelled = await post(url, { reason: 'Montant erroné' }, adminCookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ number: receipt.number, cancel_reason: 'Montant erroné' });
    const [gift] = await t.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(gift?.receipt_id).toBeNull();
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'receipt.cancel'), eq(auditLog.target_id, receipt.id)));
    expect(journal).toHaveLength(1);

    const again = await post(url, { reason: 'Encore' }, adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('RECEIPT_CANCELLED');

    const pdf = await get(`/api/admin/donation-receipts/${receipt.id}/pdf`, adminCookie);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('ANNULÉ');
    expect(text).toContain('Montant erroné');

    const next = await createDonation(t.ctx, { amount_cents: 2100 });
    expect(next.receipt?.sequence).toBeGreaterThan(receipt.sequence);
    expect(next.receipt?.number).not.toBe(receipt.number);
    const cancelledList = await get('/api/admin/donation-receipts?state=annule', adminCookie);
    expect(cancelledList.json().items.map((row: { id: string }) => row.id)).toEqual([receipt.id]);
    expect(
      (await post(`/api/admin/donation-receipts/${crypto.randomUUID()}/cancel`, { reason: 'x' }, adminCookie))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/admin/donation-receipts/annual', () => {
  it('issues one receipt per donor with an address for a past year, and nothing more the second time', async () => {
    await t.db.update(donationSettings).set({ receipt_mode: 'annuel' });
    try {
      const donor = (nom: string, address: boolean) => ({
        user_id: null,
        prenom: 'Annuel',
        nom,
        email: `annuel-${nom.toLowerCase()}@example.org`,
        adresse: address ? '9 avenue Verte' : null,
        code_postal: address ? '44000' : null,
        ville: address ? 'Nantes' : null,
      });
      await createDonation(t.ctx, {
        donor: donor('Premier', true),
        amount_cents: 3000,
        donated_on: `${pastYear}-02-01`,
      });
      await createDonation(t.ctx, {
        donor: donor('Premier', true),
        amount_cents: 5000,
        donated_on: `${pastYear}-11-30`,
        nature: 'nature',
        mode_paiement: null,
        in_kind_description: 'Matériel',
      });
      await createDonation(t.ctx, {
        donor: donor('Second', true),
        amount_cents: 8000,
        donated_on: `${pastYear}-06-01`,
      });
      await createDonation(t.ctx, {
        donor: donor('Second', true),
        amount_cents: 500,
        donated_on: `${pastYear}-06-02`,
        receipt_wanted: false,
      });
      await createDonation(t.ctx, {
        donor: donor('Sansadresse', false),
        amount_cents: 1000,
        donated_on: `${pastYear}-03-03`,
        receipt_wanted: false,
      });
      await t.db
        .update(donations)
        .set({ receipt_wanted: true })
        .where(eq(donations.donated_on, `${pastYear}-03-03`));

      const first = await post('/api/admin/donation-receipts/annual', { year: pastYear }, adminCookie);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ year: pastYear, issued: 2, count: 2, amount: 160, without_address: 1 });
      const receipts = await t.db
        .select()
        .from(donationReceipts)
        .where(eq(donationReceipts.kind, 'annuel'))
        .orderBy(donationReceipts.sequence);
      expect(
        receipts.map((receipt) => [
          receipt.donor.nom,
          receipt.amount_cents,
          receipt.first_day,
          receipt.last_day,
        ]),
      ).toEqual([
        ['Premier', 8000, `${pastYear}-02-01`, `${pastYear}-11-30`],
        ['Second', 8000, `${pastYear}-06-01`, `${pastYear}-06-01`],
      ]);
      expect(receipts[0]?.natures.sort()).toEqual(['En nature', 'Numéraire']);
      const text = await pdfText(
        (await get(`/api/admin/donation-receipts/${receipts[0]?.id}/pdf`, adminCookie)).rawPayload,
      );
      expect(text.replace(/\s+/g, ' ')).toContain(`du 01/02/${pastYear} au 30/11/${pastYear}`);

      const second = await post('/api/admin/donation-receipts/annual', { year: pastYear }, adminCookie);
      expect(second.json()).toEqual({ year: pastYear, issued: 0, count: 2, amount: 160, without_address: 1 });
      const after = await t.db.select().from(donationReceipts).where(eq(donationReceipts.kind, 'annuel'));
      expect(after.map((receipt) => receipt.id).sort()).toEqual(receipts.map((receipt) => receipt.id).sort());
      expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'receipt.annual'))).toHaveLength(1);
    } finally {
      await t.db.update(donationSettings).set({ receipt_mode: 'par_don' });
    }
  });

  it('refuses while receipts are off (409)', async () => {
    await t.db.update(donationSettings).set({ receipts_enabled: false });
    try {
      const response = await post('/api/admin/donation-receipts/annual', { year: pastYear }, adminCookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('RECEIPTS_DISABLED');
    } finally {
      await t.db.update(donationSettings).set({ receipts_enabled: true });
    }
  });

  it('refuses a year not over, beside the field', async () => {
    const response = await post('/api/admin/donation-receipts/annual', { year }, adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'year', message: 'Choisissez une année terminée' },
    ]);
  });
});

describe('the declaration of the year', () => {
  it('counts the valid receipts issued in the year and their total, split money / in kind, and as CSV', async () => {
    const before = (await get(`/api/admin/donation-receipts/declaration?year=${year}`, adminCookie)).json();
    await createDonation(t.ctx, { amount_cents: 10_000 });
    await createDonation(t.ctx, {
      amount_cents: 25_050,
      nature: 'nature',
      mode_paiement: null,
      in_kind_description: 'Ordinateur',
    });
    const cancelled = await createDonation(t.ctx, { amount_cents: 99_900 });
    await post(
      `/api/admin/donation-receipts/${cancelled.receipt?.id}/cancel`,
      { reason: 'Doublon' },
      adminCookie,
    );

    const response = await get(`/api/admin/donation-receipts/declaration?year=${year}`, adminCookie);
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.count - before.count).toBe(2);
    expect(eurosToCents(after.amount) - eurosToCents(before.amount)).toBe(35_050);
    expect(after.numeraire.count - before.numeraire.count).toBe(1);
    expect(after.nature).toEqual({
      count: before.nature.count + 1,
      amount: sumEuros([before.nature.amount, 250.5]),
    });
    expect((await get('/api/admin/donation-receipts/declaration?year=1900', adminCookie)).statusCode).toBe(
      400,
    );

    const csv = await get(`/api/admin/donation-receipts/declaration.csv?year=${year}`, adminCookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`declaration-recus-${year}.csv`);
    expect(csv.body).toContain('"Année";"Dons";"Nombre de reçus";"Montant"');
    expect(csv.body).toContain(`"${year}";"Total";"${after.count}";"${decimalComma(after.amount)}"`);
  });
});
