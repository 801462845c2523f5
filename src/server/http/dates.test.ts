import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions, materialLoans } from '../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../testing/factories.ts';
import { apiCaller, createMaterial } from '../testing/materials-factories.ts';
import { addAdhesion } from '../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let adminCookie: string;
let memberId: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  const member = await createMember(t.db);
  memberId = member.id;
  memberCookie = await signedInAs(t.ctx, member);
});
afterAll(() => t.close());

const RANGE = 'l’année doit être comprise entre 1900 et 2200';

/** The 400 answer, with the one field it names. */
const refusal = (path: string, message: string) => ({
  error: { code: 'VALIDATION', message, fields: [{ path, message }] },
});

describe('a date that does not exist or that no one means', () => {
  const cheque = { type: 'standard', montant: 7.5, mode_paiement: 'Chèque' };

  it.each([
    ['2026-02-30', 'Date de début : date invalide'],
    ['2026-13-01', 'Date de début : date invalide'],
    ['2027-02-29', 'Date de début : date invalide'],
    ['0000-01-01', `Date de début : ${RANGE}`],
    ['1899-12-31', `Date de début : ${RANGE}`],
    ['2201-01-01', `Date de début : ${RANGE}`],
  ])('is refused as a membership start (%s), and no membership is recorded', async (date, message) => {
    const response = await call('POST', `/api/admin/users/${memberId}/adhesions`, adminCookie, {
      ...cheque,
      date_debut: date,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('date_debut', message));
    expect(await t.db.select().from(adhesions).where(eq(adhesions.user_id, memberId))).toHaveLength(0);
  });

  it('is refused as a membership end, and the membership keeps its dates', async () => {
    const other = await createMember(t.db);
    const adhesion = await addAdhesion(t.db, other.id);
    const response = await call('PUT', `/api/admin/adhesions/${adhesion.id}`, adminCookie, {
      montant: 7.5,
      date_debut: adhesion.date_debut,
      date_fin: '2027-04-31',
      statut: 'active',
    });
    expect(response.json()).toEqual(refusal('date_fin', 'Date de fin : date invalide'));
    const [row] = await t.db.select().from(adhesions).where(eq(adhesions.id, adhesion.id));
    expect(row?.date_fin).toBe(adhesion.date_fin);
  });

  it('accepts 29 February of a leap year', async () => {
    const other = await createMember(t.db);
    const response = await call('POST', `/api/admin/users/${other.id}/adhesions`, adminCookie, {
      ...cheque,
      date_debut: '2028-02-29',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ date_debut: '2028-02-29', date_fin: '2029-03-01' });
  });

  it.each([
    ['-000001-06-01T08:00:00.000Z', 'Date de début : date invalide'],
    ['2030-02-30T08:00:00.000Z', 'Date de début : date invalide'],
    ['0000-06-01T08:00:00.000Z', `Date de début : ${RANGE}`],
    ['9999-06-01T08:00:00.000Z', `Date de début : ${RANGE}`],
  ])('is refused as a loan start (%s), and no loan is recorded', async (date, message) => {
    const material = await createMaterial(t.db);
    const response = await call('POST', '/api/material-loans', memberCookie, {
      material_id: material.id,
      quantity: 1,
      start_date: date,
      end_date: '2030-06-02T18:00:00.000Z',
      usage_context: 'Atelier mémoire',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toContainEqual({ path: 'start_date', message });
    expect(
      await t.db.select().from(materialLoans).where(eq(materialLoans.material_id, material.id)),
    ).toHaveLength(0);
  });

  it('is refused as the date of an event or an AG', async () => {
    const event = await call('POST', '/api/events', adminCookie, {
      titre: 'Atelier',
      description: 'Atelier mémoire',
      lieu: null,
      places_max: null,
      date: '2030-11-31T18:00:00.000Z',
    });
    expect(event.json()).toEqual(refusal('date', 'Date : date invalide'));
    const assembly = await call('POST', '/api/admin/assemblies', adminCookie, {
      date: '0000-06-15T18:00:00.000Z',
      lieu: 'Salle des fêtes',
    });
    expect(assembly.json()).toEqual(refusal('date', `Date : ${RANGE}`));
  });
});
