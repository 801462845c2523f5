import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, materialLoans, materials } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import {
  availableQuantity,
  createLoan,
  createMaterial,
  loanStatus,
} from '../../testing/materials-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let member: TestUser;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  member = await createMember(t.db, { prenom: 'Jeanne' });
  memberCookie = await signedInAs(t.ctx, member);
});
afterAll(() => t.close());

const act = (loanId: string, body: unknown, cookie: string | null = adminCookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/material-loans/${loanId}/action`,
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });

async function loanOf(status: 'En attente' | 'Confirmé' | 'Retiré' | 'Refusé', quantity = 2, available = 5) {
  const material = await createMaterial(t.db, { name: 'Caméra Sony', available_quantity: available });
  const loan = await createLoan(t.db, { userId: member.id, materialId: material.id, status, quantity });
  return { material, loan };
}

const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('POST /api/admin/material-loans/:id/action', () => {
  it('confirms a waiting request, mails the member, and leaves the stock alone', async () => {
    const { material, loan } = await loanOf('En attente');
    const response = await act(loan.id, { action: 'confirm' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: loan.id, status: 'Confirmé', member: { id: member.id } });
    expect(await availableQuantity(t.db, material.id)).toBe(5);
    const mail = (await mailsTo(member.email)).find((m) => m.subject.includes('confirmée'));
    expect(mail?.subject).toBe('Votre réservation de Caméra Sony est confirmée');
    expect(mail?.text).toContain('Bonjour Jeanne,');
    expect(mail?.text).toContain('du 01/05/2030 à 10\u00a0h au 03/05/2030 à 20\u00a0h');
  });

  it('refuses a waiting request and mails the member', async () => {
    const { loan } = await loanOf('En attente');
    const response = await act(loan.id, { action: 'reject' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Refusé');
    const subjects = (await mailsTo(member.email)).map((m) => m.subject);
    expect(subjects).toContain('Votre réservation de Caméra Sony est refusée');
  });

  it('retires a confirmed loan: the stock drops by its quantity', async () => {
    const { material, loan } = await loanOf('Confirmé', 2);
    const response = await act(loan.id, { action: 'retire' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Retiré');
    expect(await availableQuantity(t.db, material.id)).toBe(3);
  });

  it('refuses a retire the stock cannot cover, and changes nothing', async () => {
    const { material, loan } = await loanOf('Confirmé', 3, 2);
    const response = await act(loan.id, { action: 'retire' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Stock insuffisant : il reste 2 « Caméra Sony » disponible(s) pour 3 demandé(s)',
    );
    expect(await loanStatus(t.db, loan.id)).toBe('Confirmé');
    expect(await availableQuantity(t.db, material.id)).toBe(2);
  });

  it('returns a retired loan with notes: RAS or Défaut, stock back', async () => {
    const { material, loan } = await loanOf('Retiré', 2, 3);
    const response = await act(loan.id, { action: 'return', return_notes: 'Petit DÉFAUT sur le câble' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Retourné - Défaut',
      return_state: 'Retourné',
      return_notes: 'Petit DÉFAUT sur le câble',
    });
    expect(await availableQuantity(t.db, material.id)).toBe(5);

    const other = await loanOf('Retiré', 1, 4);
    const ras = await act(other.loan.id, { action: 'return', return_notes: 'Rendu complet' });
    expect(ras.json().status).toBe('Retourné - RAS');
    expect(await availableQuantity(t.db, other.material.id)).toBe(5);
  });

  it('returns a loan confirmed but never retired without counting its units twice', async () => {
    const { material, loan } = await loanOf('Confirmé', 2);
    const response = await act(loan.id, { action: 'return', return_notes: 'Jamais sorti' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Retourné - RAS');
    expect(await availableQuantity(t.db, material.id)).toBe(5);
  });

  it('refuses a return that would lift the stock above the total', async () => {
    const { material, loan } = await loanOf('Retiré', 2, 4);
    const response = await act(loan.id, { action: 'return', return_notes: 'RAS' });
    expect(response.statusCode).toBe(409);
    expect(await loanStatus(t.db, loan.id)).toBe('Retiré');
    expect(await availableQuantity(t.db, material.id)).toBe(4);
  });

  it('answers 400 for a return without notes or an unknown action', async () => {
    const { loan } = await loanOf('Retiré');
    const noNotes = await act(loan.id, { action: 'return', return_notes: '  ' });
    expect(noNotes.statusCode).toBe(400);
    expect(noNotes.json().error.message).toBe('Les notes de retour sont requises');
    expect((await act(loan.id, { action: 'cancel' })).statusCode).toBe(400);
    expect((await act(loan.id, { action: 'voler' })).statusCode).toBe(400);
  });

  it('answers 409 for every transition the state machine forbids', async () => {
    const refused: [Parameters<typeof loanOf>[0], string][] = [
      ['En attente', 'retire'],
      ['En attente', 'return'],
      ['Confirmé', 'confirm'],
      ['Confirmé', 'reject'],
      ['Retiré', 'retire'],
      ['Retiré', 'confirm'],
      ['Refusé', 'confirm'],
      ['Refusé', 'return'],
    ];
    for (const [status, action] of refused) {
      const { material, loan } = await loanOf(status, 2, 3);
      const response = await act(loan.id, { action, return_notes: 'RAS' });
      expect(response.statusCode, `${status} × ${action}`).toBe(409);
      expect(response.json().error.message).toBe(`Action impossible : cet emprunt est « ${status} »`);
      expect(await loanStatus(t.db, loan.id)).toBe(status);
      expect(await availableQuantity(t.db, material.id)).toBe(3);
    }
  });

  it('answers 404 for an unknown loan, 401 signed out and 403 to a member', async () => {
    const { loan } = await loanOf('En attente');
    expect((await act(crypto.randomUUID(), { action: 'confirm' })).statusCode).toBe(404);
    expect((await act(loan.id, { action: 'confirm' }, null)).statusCode).toBe(401);
    expect((await act(loan.id, { action: 'confirm' }, memberCookie)).statusCode).toBe(403);
    expect(await loanStatus(t.db, loan.id)).toBe('En attente');
  });

  it('keeps the stock right through a whole cycle', async () => {
    const { material, loan } = await loanOf('En attente', 2);
    for (const body of [
      { action: 'confirm' },
      { action: 'retire' },
      { action: 'return', return_notes: 'RAS' },
    ]) {
      expect((await act(loan.id, body)).statusCode).toBe(200);
    }
    expect(await availableQuantity(t.db, material.id)).toBe(5);
    expect((await act(loan.id, { action: 'return', return_notes: 'RAS' })).statusCode).toBe(409);
    expect(await availableQuantity(t.db, material.id)).toBe(5);
  });
});

describe('concurrent retires', () => {
  it('lets exactly as many retires through as the stock holds', async () => {
    const material = await createMaterial(t.db, { total_quantity: 20, available_quantity: 5 });
    const loans = await Promise.all(
      Array.from({ length: 20 }, () =>
        createLoan(t.db, { userId: member.id, materialId: material.id, status: 'Confirmé', quantity: 1 }),
      ),
    );
    const responses = await Promise.all(loans.map((loan) => act(loan.id, { action: 'retire' })));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(15);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error.message).toMatch(/^Stock insuffisant : il reste 0 « /);
    }
    expect(await availableQuantity(t.db, material.id)).toBe(0);
    const retired = await t.db.select().from(materialLoans).where(eq(materialLoans.material_id, material.id));
    expect(retired.filter((loan) => loan.status === 'Retiré')).toHaveLength(5);
  });

  it('lets only one of two administrators retire the same loan', async () => {
    const { material, loan } = await loanOf('Confirmé', 2);
    const codes = (
      await Promise.all([act(loan.id, { action: 'retire' }), act(loan.id, { action: 'retire' })])
    )
      .map((response) => response.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    const [row] = await t.db.select().from(materials).where(eq(materials.id, material.id));
    expect(row?.available_quantity).toBe(3);
  });
});
