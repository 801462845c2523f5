import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastDayCovered, todayIso } from '../../../domain/members.ts';
import { adhesions, attestations, auditLog } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addAdhesion, addHouseholdMembership } from '../../testing/members-factories.ts';
import { createHouseholdOffer, createOffer } from '../../testing/offers-factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let memberId: string;
const year = todayIso().slice(0, 4);

beforeAll(async () => {
  t = await createTestApp({
    env: { ASSOCIATION_NAME: 'Les Amis du Vélo', ASSOCIATION_ADDRESS: '12 rue des Lilas\\n75011 Paris' },
  });
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  const member = await createMember(t.db, {
    prenom: 'Hélène',
    nom: 'Lefèvre',
    adresse: '3 place de l’Église',
    code_postal: '69002',
    ville: 'Lyon',
  });
  memberId = member.id;
  memberCookie = await signedInAs(t.ctx, member);
});
afterAll(() => t.close());

const mine = (id: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/members/me/adhesions/${id}/attestation`,
    headers: cookie ? { cookie } : {},
  });
const asAdmin = (id: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/adhesions/${id}/attestation`,
    headers: cookie ? { cookie } : {},
  });
const numberIn = (text: string) => /N° (\d{4}-\d{4})/.exec(text)?.[1];

describe('POST /api/members/me/adhesions/:id/attestation', () => {
  it('gives the member a PDF with both addresses, the membership, its payment and a number', async () => {
    const adhesion = await addAdhesion(t.db, memberId, { montant_cents: 750 });
    const response = await mine(adhesion.id, memberCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Les Amis du Vélo',
      '12 rue des Lilas',
      '75011 Paris',
      "Attestation d'adhésion",
      'Hélène Lefèvre',
      '3 place de l’Église',
      '69002 Lyon',
      'Membre Ordinaire',
      '7,50 €',
      'Carte Bancaire',
      `du ${adhesion.date_debut.split('-').reverse().join('/')} au ${lastDayCovered(adhesion.date_fin).split('-').reverse().join('/')}`,
      'Document sans valeur fiscale',
    ]) {
      expect(text).toContain(expected);
    }
    const number = numberIn(text);
    expect(number).toMatch(new RegExp(`^${year}-\\d{4}$`));
    expect(response.headers['content-disposition']).toContain(`attestation-adhesion-${number}.pdf`);
  });

  it('keeps the number of a membership on every download, and gives the next one to another', async () => {
    const first = await addAdhesion(t.db, memberId, { startedDaysAgo: 400 });
    const second = await addAdhesion(t.db, memberId, { startedDaysAgo: 10 });
    const firstNumber = numberIn(await pdfText((await mine(first.id, memberCookie)).rawPayload));
    const again = numberIn(await pdfText((await asAdmin(first.id, adminCookie)).rawPayload));
    const secondNumber = numberIn(await pdfText((await mine(second.id, memberCookie)).rawPayload));
    expect(again).toBe(firstNumber);
    expect(Number(secondNumber?.slice(5))).toBe(Number(firstNumber?.slice(5)) + 1);
  });

  it('gives one number to two first downloads at once', async () => {
    const adhesion = await addAdhesion(t.db, memberId);
    const [one, two] = await Promise.all([
      mine(adhesion.id, memberCookie),
      asAdmin(adhesion.id, adminCookie),
    ]);
    expect(numberIn(await pdfText(one.rawPayload))).toBe(numberIn(await pdfText(two.rawPayload)));
    expect(await t.db.$count(attestations, eq(attestations.adhesion_id, adhesion.id))).toBe(1);
  });

  it('never gives a deleted membership’s number again', async () => {
    const deleted = await addAdhesion(t.db, memberId);
    const deletedNumber = numberIn(await pdfText((await mine(deleted.id, memberCookie)).rawPayload));
    await t.db.delete(adhesions).where(eq(adhesions.id, deleted.id));
    const next = await addAdhesion(t.db, memberId);
    const nextNumber = numberIn(await pdfText((await mine(next.id, memberCookie)).rawPayload));
    expect(nextNumber).not.toBe(deletedNumber);
    expect(Number(nextNumber?.slice(5))).toBeGreaterThan(Number(deletedNumber?.slice(5)));
  });

  it("answers 404 for another member's membership and numbers nothing", async () => {
    const other = await createMember(t.db);
    const theirs = await addAdhesion(t.db, other.id);
    const response = await mine(theirs.id, memberCookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Adhésion introuvable');
    expect(await t.db.$count(attestations, eq(attestations.adhesion_id, theirs.id))).toBe(0);
  });

  it('answers 409 for a membership waiting for validation or a free one, 400 for an invalid id', async () => {
    const pending = await addAdhesion(t.db, memberId, { statut: 'pending' });
    const refused = await mine(pending.id, memberCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "L'attestation est disponible une fois l'adhésion réglée et validée par l'association",
    );
    const free = await addAdhesion(t.db, memberId, { montant_cents: 0, type: 'bienfaiteur' });
    expect((await mine(free.id, memberCookie)).statusCode).toBe(409);
    const invalid = await mine('pas-un-id', memberCookie);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual([{ path: 'id', message: 'Identifiant invalide' }]);
  });

  it('tells the member which memberships have a certificate', async () => {
    const pending = await addAdhesion(t.db, memberId, { statut: 'pending', startedDaysAgo: 1 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/members/me/adhesions',
      headers: { cookie: memberCookie },
    });
    const listed = response.json() as { id: string; has_attestation: boolean }[];
    expect(listed.find((adhesion) => adhesion.id === pending.id)?.has_attestation).toBe(false);
    expect(listed.filter((adhesion) => adhesion.has_attestation).length).toBeGreaterThan(0);
  });

  it('answers 401 signed out', async () => {
    const adhesion = await addAdhesion(t.db, memberId);
    expect((await mine(adhesion.id)).statusCode).toBe(401);
  });
});

describe('POST /api/admin/adhesions/:id/attestation', () => {
  it("gives an administrator any member's certificate", async () => {
    const other = await createMember(t.db, { prenom: 'Jean', nom: 'Dupont' });
    const adhesion = await addAdhesion(t.db, other.id, { montant_cents: 1000, type: 'premium' });
    const response = await asAdmin(adhesion.id, adminCookie);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Jean Dupont');
    expect(text).toContain('10,00 €');
    expect(text).toContain('Membre Actif');
  });

  it('journals the administrator who numbers a certificate, once', async () => {
    const other = await createMember(t.db, { prenom: 'Léa', nom: 'Journal' });
    const adhesion = await addAdhesion(t.db, other.id, { montant_cents: 1000 });
    const issuedLines = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'attestation.issue'), eq(auditLog.target_id, adhesion.id)));
    const first = await asAdmin(adhesion.id, adminCookie);
    expect(first.statusCode).toBe(200);
    const number = numberIn(await pdfText(first.rawPayload));
    expect(await issuedLines()).toMatchObject([
      {
        actor_name: 'Alice Admin',
        target_type: 'adhesion',
        target_label: `Attestation ${number} de Léa Journal`,
      },
    ]);
    expect((await asAdmin(adhesion.id, adminCookie)).statusCode).toBe(200);
    expect(await issuedLines()).toHaveLength(1);
  });

  it('answers 404 for an unknown membership, 401 signed out and 403 to a member', async () => {
    expect((await asAdmin(crypto.randomUUID(), adminCookie)).statusCode).toBe(404);
    const adhesion = await addAdhesion(t.db, memberId);
    expect((await asAdmin(adhesion.id)).statusCode).toBe(401);
    expect((await asAdmin(adhesion.id, memberCookie)).statusCode).toBe(403);
  });
});

describe('a certificate asked by a GET, as a link of another site would', () => {
  it('is not answered and gets no number', async () => {
    const adhesion = await addAdhesion(t.db, memberId, { startedDaysAgo: 3 });
    for (const [url, cookie] of [
      [`/api/admin/adhesions/${adhesion.id}/attestation`, adminCookie],
      [`/api/members/me/adhesions/${adhesion.id}/attestation`, memberCookie],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode, url).toBe(404);
    }
    expect(await t.db.select().from(attestations).where(eq(attestations.adhesion_id, adhesion.id))).toEqual(
      [],
    );
  });
});

describe('the certificate of an offer and of a household', () => {
  it('names the offer chosen', async () => {
    const reduced = await createOffer(t.db);
    const adhesion = await addAdhesion(t.db, memberId, { offer_id: reduced.id, montant_cents: 300 });
    const text = await pdfText((await mine(adhesion.id, memberCookie)).rawPayload);
    expect(text).toContain('Tarif réduit');
    expect(text).not.toContain('Membre Ordinaire');
    expect(text).toContain('3,00 €');
  });

  it('prints the last day a September season covers, 31 August, not the next season’s first day', async () => {
    const [season] = await t.db
      .insert(adhesions)
      .values({
        user_id: memberId,
        type: 'standard',
        montant_cents: 1200,
        date_debut: '2026-11-29',
        date_fin: '2027-09-01',
        statut: 'active',
        mode_paiement: 'Chèque',
      })
      .returning();
    if (!season) throw new Error('membership not created');
    const text = await pdfText((await mine(season.id, memberCookie)).rawPayload);
    expect(text).toContain('du 29/11/2026 au 31/08/2027');
    expect(text).not.toContain('01/09/2027');
  });

  it('names the household member, the payer and the household’s one payment', async () => {
    const household = await createHouseholdOffer(t.db);
    const payer = await createMember(t.db, { prenom: 'Paul', nom: 'Martin' });
    const paid = await addAdhesion(t.db, payer.id, { offer_id: household.id, montant_cents: 1500 });
    const child = await createMember(t.db, { prenom: 'Léa', nom: 'Martin' });
    const own = await addHouseholdMembership(t.db, paid, child.id);
    const childCookie = await signedInAs(t.ctx, child);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/members/me/adhesions',
      headers: { cookie: childCookie },
    });
    expect(listed.json()[0]).toMatchObject({
      montant: 0,
      has_attestation: true,
      offer_name: 'Foyer (jusqu’à 4 personnes)',
    });
    const response = await mine(own.id, childCookie);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Léa Martin',
      'Foyer (jusqu’à 4 personnes)',
      'Adhésion foyer réglée par Paul Martin',
      '15,00 €',
      'Carte Bancaire',
    ]) {
      expect(text).toContain(expected);
    }
    // The payer's certificate is theirs alone; the child cannot read it.
    expect((await mine(paid.id, childCookie)).statusCode).toBe(404);
  });

  it('gives none to a household member while the household waits for validation', async () => {
    const household = await createHouseholdOffer(t.db, { name: 'Foyer en attente' });
    const payer = await createMember(t.db);
    const paid = await addAdhesion(t.db, payer.id, {
      offer_id: household.id,
      montant_cents: 1500,
      statut: 'pending',
    });
    const child = await createMember(t.db);
    const own = await addHouseholdMembership(t.db, paid, child.id);
    expect((await mine(own.id, await signedInAs(t.ctx, child))).statusCode).toBe(409);
  });
});
