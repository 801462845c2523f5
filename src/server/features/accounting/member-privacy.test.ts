import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingEntries, auditLog, users } from '../../db/schema.ts';
import { createAccountingYear, simpleEntry } from '../../testing/accounting-factories.ts';
import {
  createAdmin,
  createMember,
  signedInAs,
  TEST_PASSWORD,
  type TestUser,
} from '../../testing/factories.ts';
import { apiCaller } from '../../testing/materials-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readZipEntries } from '../../testing/zip-entries.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: TestUser;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  await createAccountingYear(t.db, { start_date: '2026-01-01', end_date: '2026-12-31' });
});
afterAll(() => t.close());

/** A member whose fee the treasurer wrote in the books, through the route (so journalled). */
async function memberInTheBooks(prenom: string) {
  const member = await createMember(t.db, { prenom, nom: 'Comptée' });
  const input = await simpleEntry(t.db, {
    kind: 'recette',
    date: '2026-02-02',
    amount_cents: 2500,
    nature: '756',
  });
  const response = await call('POST', '/api/admin/accounting/entries', adminCookie, {
    ...input,
    label: `Cotisation de ${prenom} Comptée`,
    user_id: member.id,
  });
  expect(response.statusCode).toBe(201);
  return { member, entryId: response.json().id as string };
}

describe('a member’s entries and their personal data', () => {
  it('are in the member’s data export, amount in euros', async () => {
    const { member } = await memberInTheBooks('Odile');
    const cookie = await signedInAs(t.ctx, member);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/members/me/data-export',
      headers: { cookie },
    });
    const data = JSON.parse(
      (await readZipEntries(response.rawPayload)).get('donnees.json')?.toString() ?? '{}',
    );
    expect(data.ecritures_comptables).toEqual([
      {
        exercice: '2026',
        date: '2026-02-02',
        piece: expect.any(Number),
        type: 'Recette',
        libelle: 'Cotisation de Odile Comptée',
        reference: null,
        montant: 25,
        justificatif: null,
      },
    ]);
  });

  it('stay in the books after an erasure, under the anonymised account, and the journal forgets the name', async () => {
    const { member, entryId } = await memberInTheBooks('Rémi');
    const cookie = await signedInAs(t.ctx, member);
    await call('POST', '/api/members/me/erasure-request', cookie, { password: TEST_PASSWORD });
    const confirmed = await call('POST', `/api/admin/erasure-requests/${member.id}/confirm`, adminCookie);
    expect(confirmed.statusCode).toBe(200);
    const [entry] = await t.db.select().from(accountingEntries).where(eq(accountingEntries.id, entryId));
    expect(entry).toMatchObject({ user_id: member.id, label: 'Cotisation de Rémi Comptée' });
    const [erased] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(erased?.prenom).toMatch(/^Membre supprimé/);
    const [journal] = await t.db.select().from(auditLog).where(eq(auditLog.target_id, entryId));
    expect(journal?.changes).not.toHaveProperty('membre');
    expect(journal?.target_label).not.toContain('Rémi Comptée');
  });

  it('stay in the books, without their member, once the account is deleted', async () => {
    const { member, entryId } = await memberInTheBooks('Gisèle');
    const deleted = await call('DELETE', `/api/admin/users/${member.id}`, adminCookie);
    expect(deleted.statusCode).toBe(200);
    const [entry] = await t.db.select().from(accountingEntries).where(eq(accountingEntries.id, entryId));
    expect(entry).toMatchObject({ user_id: null, label: 'Cotisation de Gisèle Comptée' });
  });
});
