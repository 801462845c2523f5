import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationReceipts, donations, donors, presencesAg } from '../db/schema.ts';
import { createAssembly, onlyMembersAJourVote } from '../testing/assemblies-factories.ts';
import { enableReceipts } from '../testing/donations-factories.ts';
import { createAdmin, createMember, signedInAs } from '../testing/factories.ts';
import { addAdhesion } from '../testing/members-factories.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  await onlyMembersAJourVote(t.ctx, admin);
  await enableReceipts(t.ctx);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: adminCookie } });

/** The PDF an administrator downloads, as text; fails on anything but a PDF. */
async function pdfOf(method: 'GET' | 'POST', url: string): Promise<string> {
  const response = await call(method, url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return pdfText(response.rawPayload);
}

/** A cheque recorded by hand, with its receipt; the receipt's text as its donor downloads it. */
async function giftWithReceipt(donor: { prenom: string; nom: string; ville: string }) {
  const response = await call('POST', '/api/admin/donations', {
    user_id: null,
    ...donor,
    email: `donateur-${crypto.randomUUID().slice(0, 8)}@exemple.fr`,
    adresse: '8 rue du Port',
    code_postal: '44000',
    amount: 25,
    donated_on: '2026-05-10',
    nature: 'numeraire',
    mode_paiement: 'Chèque',
    in_kind_description: null,
    receipt_wanted: true,
    note: '',
  });
  expect(response.statusCode).toBe(201);
  const [gift] = await t.db.select().from(donations).where(eq(donations.id, response.json().donation.id));
  const [receipt] = await t.db
    .select()
    .from(donationReceipts)
    .where(eq(donationReceipts.id, gift?.receipt_id ?? ''));
  if (!gift || !receipt) throw new Error('gift and receipt expected');
  const text = await pdfText(
    (await t.app.inject(`/api/donation-receipts/link/${receipt.access_token}`)).rawPayload,
  );
  return { gift, receipt, text };
}

describe('names beyond Latin-1 in every PDF', () => {
  it.each([
    ['Łukasz', 'Nguyễn', 'Łódź'],
    ['Zofia', 'Żółwia', 'Gdańsk'],
    ['Ayşe', 'Dvořák-Ørsted Şahin', 'Brno'],
    ['Thị Ngọc Ánh', 'Trần', 'Hải Phòng'],
  ])(
    'prints « %s %s » of %s as typed on the attestation, the receipt, the sign-in sheet and the minutes',
    async (prenom, nom, ville) => {
      const member = await createMember(t.db, {
        prenom,
        nom,
        adresse: '1 place Centrale',
        code_postal: '10000',
        ville,
      });
      const adhesion = await addAdhesion(t.db, member.id);

      const attestation = (await pdfOf('POST', `/api/admin/adhesions/${adhesion.id}/attestation`)).split(
        '\n',
      );
      expect(attestation).toContain(`${prenom} ${nom}`);
      expect(attestation).toContain(`10000 ${ville}`);

      const { text: receipt } = await giftWithReceipt({ prenom, nom, ville });
      expect(receipt).toContain(`${nom} ${prenom}`);
      expect(receipt).toContain(`8 rue du Port, 44000 ${ville}`);

      const upcoming = await createAssembly(t.db);
      const sheet = (await pdfOf('GET', `/api/admin/assemblies/${upcoming.id}/sign-in-sheet.pdf`)).split(
        '\n',
      );
      expect(sheet).toContain(nom);
      expect(sheet).toContain(prenom);

      const held = await createAssembly(t.db, {
        status: 'terminee',
        date: new Date('2027-06-12T12:00:00Z'),
        opened_at: new Date('2027-06-12T12:05:00Z'),
        closed_at: new Date('2027-06-12T14:30:00Z'),
      });
      await t.db.insert(presencesAg).values({
        ag_id: held.id,
        user_id: member.id,
        present: true,
        signed_in_at: new Date('2027-06-12T12:01:00Z'),
      });
      const saved = await call('PUT', `/api/admin/assemblies/${held.id}/minutes`, {
        text: `Séance ouverte par ${prenom} ${nom}, de ${ville}.`,
        chair_id: member.id,
        secretary_id: null,
      });
      expect(saved.statusCode).toBe(200);
      const minutes = (await pdfOf('GET', `/api/admin/assemblies/${held.id}/minutes.pdf`)).split('\n');
      expect(minutes).toContain(`Séance ouverte par ${prenom} ${nom}, de ${ville}.`);
      expect(minutes).toContain(`${prenom} ${nom}`);
    },
  );
});

describe('blank runs in a donor’s fields', () => {
  it('are stored as one space, so the receipt’s donor line cannot forge an amount', async () => {
    const { gift, receipt, text } = await giftWithReceipt({
      prenom: 'Jean      Montant : 9 999,00',
      nom: '\u00a0Dupont\u2003\u2003\u3000Martin\u200b',
      ville: 'Saint\u2002\u2002Malo',
    });
    const [stored] = await t.db.select().from(donors).where(eq(donors.id, gift.donor_id));
    expect(stored).toMatchObject({
      prenom: 'Jean Montant : 9 999,00',
      nom: 'Dupont Martin',
      ville: 'Saint Malo',
    });
    expect(receipt.donor).toMatchObject({ prenom: 'Jean Montant : 9 999,00', nom: 'Dupont Martin' });
    const lines = text.split('\n');
    expect(lines).toContain('Dupont Martin Jean Montant : 9 999,00');
    expect(lines).toContain('8 rue du Port, 44000 Saint Malo');
  });
});

describe('blank runs in the receipts’ settings', () => {
  it('are stored as one space, and the receipt prints the signatory as stored', async () => {
    const settings = (await call('GET', '/api/admin/donations/settings')).json();
    const saved = await call('PUT', '/api/admin/donations/settings', {
      ...settings,
      signatory_name: '\u00a0Claire\u2003\u2003Martin ',
      signatory_function: 'Trésorière\u200b\u200b',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ signatory_name: 'Claire Martin', signatory_function: 'Trésorière' });
    const refused = await call('PUT', '/api/admin/donations/settings', {
      ...settings,
      signatory_name: 'Claire\nMontant : 9 999,00',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      {
        path: 'signatory_name',
        message: 'Ce champ doit tenir sur une seule ligne, sans retour à la ligne ni tabulation',
      },
    ]);
    const { text } = await giftWithReceipt({ prenom: 'Anne', nom: 'Durand', ville: 'Brest' });
    expect(text.split('\n')).toContain('Claire Martin, Trésorière');
  });
});
