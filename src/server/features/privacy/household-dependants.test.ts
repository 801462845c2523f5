import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions, householdDependants } from '../../db/schema.ts';
import {
  createAdmin,
  createMember,
  signedInAs,
  TEST_PASSWORD,
  type TestUser,
} from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createHouseholdOffer } from '../../testing/offers-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readZipEntries } from '../../testing/zip-entries.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A payer whose household membership covers a child without an account. */
async function payerWithAChild(prenom: string) {
  const offer = await createHouseholdOffer(t.db, { name: `Famille ${prenom}` });
  const payer = await createMember(t.db, { prenom });
  const membership = await addAdhesion(t.db, payer.id, { offer_id: offer.id, montant_cents: 1500 });
  await t.db
    .insert(householdDependants)
    .values({ payer_adhesion_id: membership.id, prenom: 'Léa', nom: 'Moreau', annee_naissance: 2016 });
  return { payer, membership };
}

const dependantsOf = (membershipId: string) =>
  t.db.select().from(householdDependants).where(eq(householdDependants.payer_adhesion_id, membershipId));

describe('the household’s people without an account in the personal-data registry', () => {
  it('are in the payer’s data export, and in no one else’s', async () => {
    const { payer, membership } = await payerWithAChild('Exportée');
    const read = async (member: TestUser) => {
      const response = await call('GET', '/api/members/me/data-export', await signedInAs(t.ctx, member));
      const entries = await readZipEntries(response.rawPayload);
      return JSON.parse(entries.get('donnees.json')?.toString() ?? '{}');
    };
    expect((await read(payer)).foyer_sans_compte).toEqual([
      {
        prenom: 'Léa',
        nom: 'Moreau',
        annee_naissance: 2016,
        adhesion_du: membership.date_debut,
        adhesion_au: membership.date_fin,
      },
    ]);
    expect((await read(await createMember(t.db))).foyer_sans_compte).toEqual([]);
  });

  it('go with the payer’s erasure, while her membership stays for the accounts', async () => {
    const { payer, membership } = await payerWithAChild('Effacée');
    const cookie = await signedInAs(t.ctx, payer);
    const asked = await call('POST', '/api/members/me/erasure-request', cookie, { password: TEST_PASSWORD });
    expect(asked.statusCode).toBe(200);
    const confirmed = await call('POST', `/api/admin/erasure-requests/${payer.id}/confirm`, adminCookie);
    expect(confirmed.statusCode).toBe(200);
    expect(await dependantsOf(membership.id)).toEqual([]);
    expect(await t.db.select().from(adhesions).where(eq(adhesions.id, membership.id))).toHaveLength(1);
  });

  it('go with the payer’s account when an administrator deletes it', async () => {
    const { payer, membership } = await payerWithAChild('Supprimée');
    const deleted = await call('DELETE', `/api/admin/users/${payer.id}`, adminCookie);
    expect(deleted.statusCode).toBe(200);
    expect(await dependantsOf(membership.id)).toEqual([]);
  });
});
