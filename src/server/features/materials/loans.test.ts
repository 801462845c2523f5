import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialLoans } from '../../db/schema.ts';
import { createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import {
  apiCaller,
  availableQuantity,
  createLoan,
  createMaterial,
  loanStatus,
} from '../../testing/materials-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let member: TestUser;
let memberCookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  member = await createMember(t.db, { prenom: 'Jeanne', nom: 'Petit' });
  memberCookie = await signedInAs(t.ctx, member);
  otherCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

const request = (materialId: string, change: Record<string, unknown> = {}) => ({
  material_id: materialId,
  quantity: 2,
  start_date: '2030-06-01T08:00:00.000Z',
  end_date: '2030-06-02T18:00:00.000Z',
  usage_context: 'Atelier mémoire à la résidence',
  ...change,
});

describe('POST /api/material-loans', () => {
  it('records the request as En attente, and reserves no stock yet', async () => {
    const material = await createMaterial(t.db, { name: 'Zoom H5' });
    const response = await call('POST', '/api/material-loans', memberCookie, request(material.id));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      user_id: member.id,
      material: { id: material.id, name: 'Zoom H5' },
      quantity: 2,
      start_date: '2030-06-01T08:00:00.000Z',
      end_date: '2030-06-02T18:00:00.000Z',
      usage_context: 'Atelier mémoire à la résidence',
      status: 'En attente',
      return_state: null,
      return_notes: null,
      created_at: expect.any(String),
    });
    const [row] = await t.db.select().from(materialLoans).where(eq(materialLoans.id, response.json().id));
    expect(row?.user_id).toBe(member.id);
    expect(await availableQuantity(t.db, material.id)).toBe(5);
  });

  it('answers 400 for each broken rule', async () => {
    const material = await createMaterial(t.db, { available_quantity: 3 });
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 0 }, 'La quantité doit être au moins 1'],
      [{ quantity: 4 }, 'La quantité demandée dépasse la quantité disponible (3)'],
      [{ start_date: '' }, 'La date de début est requise'],
      [{ end_date: null }, 'La date de fin est requise'],
      [{ usage_context: '  ' }, "Le contexte d'usage est requis"],
      [{ end_date: '2030-05-31T08:00:00.000Z' }, 'La date de fin doit être postérieure à la date de début'],
    ];
    for (const [change, message] of cases) {
      const response = await call('POST', '/api/material-loans', memberCookie, request(material.id, change));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('refuses a start before today, in Paris, and takes one later today', async () => {
    const material = await createMaterial(t.db);
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    for (const start of ['2001-06-01T08:00:00.000Z', new Date(now - 2 * day).toISOString()]) {
      const response = await call(
        'POST',
        '/api/material-loans',
        memberCookie,
        request(material.id, { start_date: start }),
      );
      expect(response.statusCode, start).toBe(400);
      expect(response.json().error.fields).toEqual([
        { path: 'start_date', message: 'La date de début ne peut pas être antérieure à aujourd’hui' },
      ]);
    }
    const today = request(material.id, {
      start_date: new Date(now + 60_000).toISOString(),
      end_date: new Date(now + day).toISOString(),
    });
    expect((await call('POST', '/api/material-loans', memberCookie, today)).statusCode).toBe(201);
  });

  it('refuses 7 of 6 available under the quantity, and records no loan of 6', async () => {
    const material = await createMaterial(t.db, { total_quantity: 6, available_quantity: 6 });
    const response = await call(
      'POST',
      '/api/material-loans',
      memberCookie,
      request(material.id, { quantity: 7 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'quantity', message: 'La quantité demandée dépasse la quantité disponible (6)' },
    ]);
    expect(await t.db.select().from(materialLoans).where(eq(materialLoans.material_id, material.id))).toEqual(
      [],
    );
  });

  it('answers 404 for unknown equipment and 401 signed out', async () => {
    const material = await createMaterial(t.db);
    expect(
      (await call('POST', '/api/material-loans', memberCookie, request(crypto.randomUUID()))).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/material-loans', undefined, request(material.id))).statusCode).toBe(401);
  });
});

describe('POST /api/material-loans/:id/cancel', () => {
  it('cancels a waiting request', async () => {
    const loan = await createLoan(t.db, { userId: member.id, materialId: (await createMaterial(t.db)).id });
    const response = await call('POST', `/api/material-loans/${loan.id}/cancel`, memberCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Annulé');
  });

  it('refuses with 409 once the request is no longer waiting', async () => {
    const material = await createMaterial(t.db);
    const loan = await createLoan(t.db, { userId: member.id, materialId: material.id, status: 'Confirmé' });
    const response = await call('POST', `/api/material-loans/${loan.id}/cancel`, memberCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Action impossible : cet emprunt est « Confirmé »');
    expect(await loanStatus(t.db, loan.id)).toBe('Confirmé');
  });

  it("does not let a member touch another member's loan", async () => {
    const loan = await createLoan(t.db, { userId: member.id, materialId: (await createMaterial(t.db)).id });
    const response = await call('POST', `/api/material-loans/${loan.id}/cancel`, otherCookie);
    expect(response.statusCode).toBe(404);
    expect(await loanStatus(t.db, loan.id)).toBe('En attente');
  });

  it('answers 400 for a bad id and 401 signed out', async () => {
    const loan = await createLoan(t.db, { userId: member.id, materialId: (await createMaterial(t.db)).id });
    expect((await call('POST', '/api/material-loans/42/cancel', memberCookie)).statusCode).toBe(400);
    expect((await call('POST', `/api/material-loans/${loan.id}/cancel`)).statusCode).toBe(401);
  });
});
