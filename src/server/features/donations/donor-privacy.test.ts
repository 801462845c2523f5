import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, donationReceipts, donations, donors, mailOutbox } from '../../db/schema.ts';
import { createDonation, enableReceipts } from '../../testing/donations-factories.ts';
import { createAdmin, createMember, signedInAs, TEST_PASSWORD } from '../../testing/factories.ts';
import { apiCaller } from '../../testing/materials-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readZipEntries } from '../../testing/zip-entries.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
  await enableReceipts(t.ctx);
});
afterAll(() => t.close());

/** A donor who is not a member, with a cheque (receipted) and a gift in kind. */
async function nonMemberDonor(prenom: string, nom: string) {
  const identity = {
    user_id: null,
    prenom,
    nom,
    email: `${prenom.toLowerCase()}.${nom.toLowerCase()}@example.org`,
    adresse: '3 place du Marché',
    code_postal: '69001',
    ville: 'Lyon',
  };
  const cheque = await createDonation(t.ctx, {
    donor: identity,
    amount_cents: 8000,
    donated_on: '2026-01-15',
  });
  await createDonation(t.ctx, {
    donor: identity,
    amount_cents: 12_050,
    donated_on: '2026-02-01',
    nature: 'nature',
    mode_paiement: null,
    in_kind_description: 'Des livres',
    receipt_wanted: false,
  });
  return { donor: cheque.donor, receipt: cheque.receipt };
}

const journal = (action: string, id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target_id, id)));

describe('GET /api/admin/donors', () => {
  it('lists the donors who are not members with their gifts, searched by name or email, members’ rows apart', async () => {
    const { donor } = await nonMemberDonor('Gaspard', 'Mécène');
    const member = await createMember(t.db, { prenom: 'Gaspard', nom: 'Adhérent' });
    await createDonation(t.ctx, {
      donor: {
        user_id: member.id,
        prenom: 'Gaspard',
        nom: 'Adhérent',
        email: member.email,
        adresse: null,
        code_postal: null,
        ville: null,
      },
      amount_cents: 1000,
    });
    const page = (await call('GET', '/api/admin/donors?search=gaspard', adminCookie)).json();
    expect(page).toEqual({
      items: [
        {
          id: donor.id,
          prenom: 'Gaspard',
          nom: 'Mécène',
          email: 'gaspard.mécène@example.org',
          ville: 'Lyon',
          donations: 2,
          amount: 200.5,
          erased_at: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    });
    const byAccentlessName = (await call('GET', '/api/admin/donors?search=MECENE', adminCookie)).json();
    expect(byAccentlessName.total).toBe(1);
  });

  it('answers 400 beside the field for a bad page size, 401 signed out and 403 to a member', async () => {
    const bad = await call('GET', '/api/admin/donors?pageSize=0', adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([
      { path: 'pageSize', message: expect.stringContaining('La taille de page') },
    ]);
    expect((await call('GET', '/api/admin/donors')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/donors', memberCookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/donors/:id/export', () => {
  it('gives everything held about the donor, journalled', async () => {
    const { donor, receipt } = await nonMemberDonor('Hortense', 'Export');
    const response = await call('GET', `/api/admin/donors/${donor.id}/export`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('donnees-donateur.json');
    const data = response.json();
    expect(data.donateur).toMatchObject({
      prenom: 'Hortense',
      nom: 'Export',
      ville: 'Lyon',
      efface_le: null,
    });
    expect(data.dons).toEqual([
      expect.objectContaining({
        date: '2026-01-15',
        montant: 80,
        nature: 'numeraire',
        recu: receipt?.number,
      }),
      expect.objectContaining({
        date: '2026-02-01',
        montant: 120.5,
        nature: 'nature',
        description_en_nature: 'Des livres',
        recu: null,
      }),
    ]);
    expect(data.recus_fiscaux).toEqual([
      expect.objectContaining({
        numero: receipt?.number,
        montant: 80,
        donateur_au_recu: expect.objectContaining({ nom: 'Export' }),
      }),
    ]);
    expect(await journal('donor.export', donor.id)).toHaveLength(1);
  });

  it('answers 404 for a member’s donor row or an unknown one, 400 for a bad id, 401 and 403', async () => {
    const member = await createMember(t.db, { prenom: 'Iris', nom: 'Membre' });
    const { donor } = await createDonation(t.ctx, {
      donor: {
        user_id: member.id,
        prenom: 'Iris',
        nom: 'Membre',
        email: member.email,
        adresse: null,
        code_postal: null,
        ville: null,
      },
    });
    expect((await call('GET', `/api/admin/donors/${donor.id}/export`, adminCookie)).statusCode).toBe(404);
    const unknown = await call(
      'GET',
      '/api/admin/donors/00000000-0000-4000-8000-000000000000/export',
      adminCookie,
    );
    expect(unknown.json().error).toMatchObject({ code: 'DONOR_NOT_FOUND', message: 'Donateur introuvable' });
    const bad = await call('GET', '/api/admin/donors/pas-un-id/export', adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ path: 'id', message: expect.any(String) }]);
    expect((await call('GET', `/api/admin/donors/${donor.id}/export`)).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/donors/${donor.id}/export`, memberCookie)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/donors/:id/erase', () => {
  it('anonymises the donor and their receipts’ copies; the gifts and receipts stay; journalled, once only', async () => {
    const { donor, receipt } = await nonMemberDonor('Jules', 'Effaçable');
    const response = await call('POST', `/api/admin/donors/${donor.id}/erase`, adminCookie);
    expect(response.statusCode).toBe(200);
    const [erased] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(erased).toMatchObject({
      prenom: 'Donateur',
      nom: 'effacé',
      email: null,
      adresse: null,
      code_postal: null,
      ville: null,
    });
    expect(erased?.erased_at).toBeInstanceOf(Date);
    const [kept] = await t.db.select().from(donationReceipts).where(eq(donationReceipts.donor_id, donor.id));
    expect(kept).toMatchObject({
      number: receipt?.number,
      amount_cents: 8000,
      donor: { prenom: 'Donateur', nom: 'effacé', adresse: '', code_postal: '', ville: '' },
    });
    expect(await t.db.$count(donations, eq(donations.donor_id, donor.id))).toBe(2);
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.to, 'jules.effaçable@example.org'))).toBe(0);
    expect(await journal('donor.erase', donor.id)).toHaveLength(1);
    const listed = (await call('GET', '/api/admin/donors?search=donateur%20efface', adminCookie)).json();
    expect(listed.items).toContainEqual(
      expect.objectContaining({
        id: donor.id,
        prenom: 'Donateur',
        nom: 'effacé',
        donations: 2,
        amount: 200.5,
      }),
    );
    const again = await call('POST', `/api/admin/donors/${donor.id}/erase`, adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Ce donateur a déjà été effacé');
  });

  it('keeps a company’s legal name and SIREN on its receipts, the person named in it gone', async () => {
    const { donor, receipt } = await createDonation(t.ctx, {
      donor: {
        user_id: null,
        company: { raison_sociale: 'Imprimerie Effacée SA', siren: '443061841' },
        prenom: 'Léon',
        nom: 'Contact',
        email: 'leon.contact@example.org',
        adresse: '9 rue du Papier',
        code_postal: '21000',
        ville: 'Dijon',
      },
    });
    expect((await call('POST', `/api/admin/donors/${donor.id}/erase`, adminCookie)).statusCode).toBe(200);
    const [kept] = await t.db
      .select()
      .from(donationReceipts)
      .where(eq(donationReceipts.id, receipt?.id ?? ''));
    expect(kept?.donor).toEqual({
      prenom: 'Donateur',
      nom: 'effacé',
      adresse: '',
      code_postal: '',
      ville: '',
      entreprise: { raison_sociale: 'Imprimerie Effacée SA', siren: '443061841' },
    });
  });

  it('answers 404 for a member’s donor row, 400 for a bad id, 401 and 403', async () => {
    const member = await createMember(t.db, { prenom: 'Kim', nom: 'Membre' });
    const { donor } = await createDonation(t.ctx, {
      donor: {
        user_id: member.id,
        prenom: 'Kim',
        nom: 'Membre',
        email: member.email,
        adresse: null,
        code_postal: null,
        ville: null,
      },
    });
    expect((await call('POST', `/api/admin/donors/${donor.id}/erase`, adminCookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/donors/pas-un-id/erase', adminCookie)).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/donors/${donor.id}/erase`)).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/donors/${donor.id}/erase`, memberCookie)).statusCode).toBe(403);
    const [still] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(still).toMatchObject({ prenom: 'Kim', erased_at: null });
  });
});

describe('a member who gave', () => {
  async function memberDonor(prenom: string) {
    const member = await createMember(t.db, { prenom, nom: 'Donateur' });
    const { donor, receipt } = await createDonation(t.ctx, {
      donor: {
        user_id: member.id,
        prenom,
        nom: 'Donateur',
        email: member.email,
        adresse: '1 rue Haute',
        code_postal: '75001',
        ville: 'Paris',
      },
      amount_cents: 4500,
      donated_on: '2026-03-03',
    });
    return { member, donor, receipt };
  }

  it('finds their gifts and receipts in their data export', async () => {
    const { member, receipt } = await memberDonor('Léon');
    const cookie = await signedInAs(t.ctx, member);
    const response = await call('GET', '/api/members/me/data-export', cookie);
    const data = JSON.parse(
      (await readZipEntries(response.rawPayload)).get('donnees.json')?.toString() ?? '{}',
    );
    expect(data.dons.donateur).toMatchObject({ prenom: 'Léon', adresse: '1 rue Haute' });
    expect(data.dons.dons).toEqual([
      expect.objectContaining({ date: '2026-03-03', montant: 45, recu: receipt?.number }),
    ]);
    expect(data.dons.recus_fiscaux).toEqual([
      expect.objectContaining({ numero: receipt?.number, montant: 45 }),
    ]);
  });

  it('is anonymised as a donor too when their account is erased, their gifts and receipts kept', async () => {
    const { member, donor, receipt } = await memberDonor('Mona');
    const cookie = await signedInAs(t.ctx, member);
    expect(
      (await call('POST', '/api/members/me/erasure-request', cookie, { password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/admin/erasure-requests/${member.id}/confirm`, adminCookie)).statusCode,
    ).toBe(200);
    const [erased] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(erased).toMatchObject({
      user_id: member.id,
      prenom: 'Membre supprimé',
      email: null,
      adresse: null,
    });
    expect(erased?.nom).toMatch(/^n°\d+$/);
    expect(erased?.erased_at).toBeInstanceOf(Date);
    const [kept] = await t.db.select().from(donationReceipts).where(eq(donationReceipts.donor_id, donor.id));
    expect(kept).toMatchObject({
      number: receipt?.number,
      amount_cents: 4500,
      donor: { prenom: 'Membre supprimé', nom: erased?.nom, adresse: '' },
    });
    expect(await t.db.$count(donations, eq(donations.donor_id, donor.id))).toBe(1);
  });

  it('keeps their donor row, apart from the register, when an administrator deletes the account', async () => {
    const { member, donor } = await memberDonor('Noé');
    expect((await call('DELETE', `/api/admin/users/${member.id}`, adminCookie)).statusCode).toBe(200);
    const [kept] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(kept).toMatchObject({ user_id: null, prenom: 'Noé', erased_at: null });
    expect(await t.db.$count(donations, eq(donations.donor_id, donor.id))).toBe(1);
    const listed = (await call('GET', '/api/admin/donors?search=noe', adminCookie)).json();
    expect(listed.items.map((row: { id: string }) => row.id)).toContain(donor.id);
  });
});
