import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOneYear } from '../../../domain/members.ts';
import { adhesions, auditLog } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addAdhesion, isoDaysFromToday } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  const member = await createMember(t.db);
  memberId = member.id;
  memberCookie = await signedInAs(t.ctx, member);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const cheque = { type: 'standard', montant: 7.5, date_debut: '2026-03-01', mode_paiement: 'Chèque' };

describe('GET /api/admin/users/:id/adhesions', () => {
  it("lists every membership of the member, newest start first, with its offer, and no one else's", async () => {
    const member = await createMember(t.db);
    const older = await addAdhesion(t.db, member.id, { startedDaysAgo: 400 });
    const current = await addAdhesion(t.db, member.id, { startedDaysAgo: 35, statut: 'pending' });
    await addAdhesion(t.db, (await createMember(t.db)).id, { startedDaysAgo: 10 });
    const response = await call('GET', `/api/admin/users/${member.id}/adhesions`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        id: current.id,
        statut: 'pending',
        date_debut: current.date_debut,
        offer_name: 'Membre Ordinaire',
        household_payer: null,
      }),
      expect.objectContaining({ id: older.id, statut: 'expired', date_fin: older.date_fin }),
    ]);
  });

  it('answers [] for a member who never held one, 404 for an unknown user', async () => {
    const member = await createMember(t.db);
    expect((await call('GET', `/api/admin/users/${member.id}/adhesions`, adminCookie)).json()).toEqual([]);
    const unknown = await call('GET', `/api/admin/users/${crypto.randomUUID()}/adhesions`, adminCookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Utilisateur introuvable');
  });

  it("answers 401 signed out and 403 to a member, even for the member's own", async () => {
    expect((await call('GET', `/api/admin/users/${memberId}/adhesions`)).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/users/${memberId}/adhesions`, memberCookie)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/users/:id/adhesions', () => {
  it('records an active membership ending one year after its start', async () => {
    const member = await createMember(t.db);
    const response = await call('POST', `/api/admin/users/${member.id}/adhesions`, adminCookie, {
      ...cheque,
      date_debut: isoDaysFromToday(0),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      statut: 'active',
      mode_paiement: 'Chèque',
      date_fin: addOneYear(isoDaysFromToday(0)),
    });
    const memberView = await t.app.inject({
      method: 'GET',
      url: '/api/members/me/adhesions',
      headers: { cookie: await signedInAs(t.ctx, member) },
    });
    expect(memberView.json()[0].statut).toBe('active');
  });

  it('answers 400 for a negative amount or a missing start date, 404 for an unknown user', async () => {
    const negative = await call('POST', `/api/admin/users/${memberId}/adhesions`, adminCookie, {
      ...cheque,
      montant: -1,
    });
    expect(negative.statusCode).toBe(400);
    const noDate = await call('POST', `/api/admin/users/${memberId}/adhesions`, adminCookie, {
      ...cheque,
      date_debut: '',
    });
    expect(noDate.json().error.message).toBe('La date de début est obligatoire');
    const unknown = await call(
      'POST',
      `/api/admin/users/${crypto.randomUUID()}/adhesions`,
      adminCookie,
      cheque,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('asks for the payment mode rather than assuming one', async () => {
    const member = await createMember(t.db);
    const { mode_paiement: _left, ...withoutMode } = cheque;
    for (const payload of [withoutMode, { ...cheque, mode_paiement: null }]) {
      const response = await call('POST', `/api/admin/users/${member.id}/adhesions`, adminCookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual([
        { path: 'mode_paiement', message: 'Veuillez choisir le mode de paiement' },
      ]);
    }
    expect(await t.db.select().from(adhesions).where(eq(adhesions.user_id, member.id))).toEqual([]);
  });

  it('refuses −3 € under the amount and records nothing, rather than 0,00 €', async () => {
    const member = await createMember(t.db);
    const response = await call('POST', `/api/admin/users/${member.id}/adhesions`, adminCookie, {
      ...cheque,
      montant: -3,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'montant', message: 'Le montant doit être positif ou nul' },
    ]);
    expect(await t.db.select().from(adhesions).where(eq(adhesions.user_id, member.id))).toEqual([]);
  });

  it('answers 401 signed out and 403 to a member adding to their own account', async () => {
    expect((await call('POST', `/api/admin/users/${memberId}/adhesions`, undefined, cheque)).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', `/api/admin/users/${memberId}/adhesions`, memberCookie, cheque)).statusCode,
    ).toBe(403);
    expect(await t.db.select().from(adhesions).where(eq(adhesions.user_id, memberId))).toHaveLength(0);
  });
});

describe('PUT /api/admin/adhesions/:id', () => {
  const edit = { montant: 10, date_debut: '2026-01-01', date_fin: '2027-01-01', statut: 'expired' };

  it('changes amount, dates and statut', async () => {
    const row = await addAdhesion(t.db, (await createMember(t.db)).id);
    const response = await call('PUT', `/api/admin/adhesions/${row.id}`, adminCookie, edit);
    expect(response.statusCode).toBe(200);
    const [after] = await t.db.select().from(adhesions).where(eq(adhesions.id, row.id));
    expect(after).toMatchObject({
      montant_cents: 1000,
      date_debut: '2026-01-01',
      date_fin: '2027-01-01',
      statut: 'expired',
    });
  });

  it('corrects the type and the payment mode, journalled with their before and after', async () => {
    const row = await addAdhesion(t.db, (await createMember(t.db)).id, { montant_cents: 750 });
    const response = await call('PUT', `/api/admin/adhesions/${row.id}`, adminCookie, {
      ...edit,
      montant: 7.5,
      statut: 'active',
      type: 'premium',
      mode_paiement: 'Chèque',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 'premium', mode_paiement: 'Chèque' });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.target_id, row.id));
    expect(entry).toMatchObject({
      action: 'membership.update',
      changes: expect.objectContaining({
        type: { before: 'Membre Ordinaire', after: 'Membre Actif' },
        mode_paiement: { before: 'Carte Bancaire', after: 'Chèque' },
      }),
    });
  });

  it('keeps the type and payment mode a correction leaves out, and names an unknown one', async () => {
    const row = await addAdhesion(t.db, (await createMember(t.db)).id);
    expect((await call('PUT', `/api/admin/adhesions/${row.id}`, adminCookie, edit)).statusCode).toBe(200);
    const [kept] = await t.db.select().from(adhesions).where(eq(adhesions.id, row.id));
    expect(kept).toMatchObject({ type: row.type, mode_paiement: row.mode_paiement });
    const unknown = await call('PUT', `/api/admin/adhesions/${row.id}`, adminCookie, {
      ...edit,
      type: 'platine',
      mode_paiement: 'Bitcoin',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual([
      { path: 'type', message: 'Type de membre invalide' },
      { path: 'mode_paiement', message: 'Mode de paiement invalide' },
    ]);
  });

  it('answers 400 when the end comes before the start, 404 for an unknown membership', async () => {
    const row = await addAdhesion(t.db, (await createMember(t.db)).id);
    const backwards = await call('PUT', `/api/admin/adhesions/${row.id}`, adminCookie, {
      ...edit,
      date_fin: '2025-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('La date de fin doit suivre la date de début');
    expect(
      (await call('PUT', `/api/admin/adhesions/${crypto.randomUUID()}`, adminCookie, edit)).statusCode,
    ).toBe(404);
  });

  it('refuses a negative amount under the field and keeps the stored one', async () => {
    const row = await addAdhesion(t.db, (await createMember(t.db)).id);
    const response = await call('PUT', `/api/admin/adhesions/${row.id}`, adminCookie, {
      ...edit,
      montant: -3,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'montant', message: 'Le montant doit être positif ou nul' },
    ]);
    const [after] = await t.db.select().from(adhesions).where(eq(adhesions.id, row.id));
    expect(after?.montant_cents).toBe(row.montant_cents);
  });

  it("answers 401 signed out and 403 to a member, even on the member's own row", async () => {
    const row = await addAdhesion(t.db, memberId, { statut: 'pending' });
    expect((await call('PUT', `/api/admin/adhesions/${row.id}`, undefined, edit)).statusCode).toBe(401);
    const forbidden = await call('PUT', `/api/admin/adhesions/${row.id}`, memberCookie, {
      ...edit,
      statut: 'active',
    });
    expect(forbidden.statusCode).toBe(403);
    const [after] = await t.db.select().from(adhesions).where(eq(adhesions.id, row.id));
    expect(after?.statut).toBe('pending');
    await t.db.delete(adhesions).where(eq(adhesions.id, row.id));
  });
});

describe('DELETE /api/admin/adhesions/:id', () => {
  it('deletes the membership', async () => {
    const row = await addAdhesion(t.db, (await createMember(t.db)).id);
    expect((await call('DELETE', `/api/admin/adhesions/${row.id}`, adminCookie)).statusCode).toBe(200);
    expect(await t.db.select().from(adhesions).where(eq(adhesions.id, row.id))).toHaveLength(0);
  });

  it('answers 400 for a bad id, 404 for an unknown one, 401 signed out, 403 to a member', async () => {
    const row = await addAdhesion(t.db, memberId);
    expect((await call('DELETE', '/api/admin/adhesions/12', adminCookie)).statusCode).toBe(400);
    expect(
      (await call('DELETE', `/api/admin/adhesions/${crypto.randomUUID()}`, adminCookie)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/admin/adhesions/${row.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/adhesions/${row.id}`, memberCookie)).statusCode).toBe(403);
    expect(await t.db.select().from(adhesions).where(eq(adhesions.id, row.id))).toHaveLength(1);
  });
});
