import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '../../../domain/text-fields.ts';
import { users } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { registrationInput } from '../../testing/registration.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The attack: a name holding line breaks printed each of its lines in bold on a numbered
 * certificate, where they read as the certificate's own lines.
 */
const FORGED_NAME = "Un\nType d'adhésion : Membre Fondateur\nMontant : 5 000,00 €";

let t: TestApp;
let member: TestUser;
let memberCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.db, { prenom: 'Hélène', nom: 'Lefèvre' });
  memberCookie = await signedInAs(t.ctx, member);
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

const storedName = async (id: string) =>
  (await t.db.select({ nom: users.nom }).from(users).where(eq(users.id, id)))[0]?.nom;

const profile = {
  prenom: 'Hélène',
  nom: FORGED_NAME,
  telephone: '',
  adresse: '',
  code_postal: '',
  ville: '',
};

describe('a name with forged lines', () => {
  it('is refused on the profile, field named, and the certificate keeps its lines', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/members/me/profile',
      headers: { cookie: memberCookie },
      payload: profile,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      message: SINGLE_LINE_MESSAGE,
      fields: [{ path: 'nom', message: SINGLE_LINE_MESSAGE }],
    });
    expect(await storedName(member.id)).toBe('Lefèvre');
  });

  it('is refused from an administrator and at registration', async () => {
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.id}`,
      headers: { cookie: adminCookie },
      payload: {
        ...profile,
        email: member.email,
        role: 'member',
        statut_membre: 'Membre Ordinaire',
        fonction: 'Membre',
      },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().error.fields).toEqual([{ path: 'nom', message: SINGLE_LINE_MESSAGE }]);
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/registration/checkout',
      payload: registrationInput({ ville: 'Lyon\r\nMontant : 5 000,00 €' }),
    });
    expect(registration.statusCode).toBe(400);
    expect(registration.json().error.fields).toEqual([{ path: 'ville', message: SINGLE_LINE_MESSAGE }]);
    expect(await storedName(member.id)).toBe('Lefèvre');
  });

  it('stored before this rule, is printed on one line', async () => {
    const older = await createMember(t.db, { prenom: 'Paul', nom: FORGED_NAME });
    const adhesion = await addAdhesion(t.db, older.id, { montant_cents: 750 });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/members/me/adhesions/${adhesion.id}/attestation`,
      headers: { cookie: await signedInAs(t.ctx, older) },
    });
    expect(response.statusCode).toBe(200);
    const lines = (await pdfText(response.rawPayload)).split('\n');
    expect(lines).toContain("Paul Un Type d'adhésion : Membre Fondateur Montant : 5 000,00 €");
    expect(lines.filter((line) => line.startsWith('Montant'))).toEqual(['Montant :']);
  });
});
