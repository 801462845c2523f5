import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema.ts';
import { createAccountingYear } from '../../../testing/accounting-factories.ts';
import { createAdmin, createMember, signedInAs } from '../../../testing/factories.ts';
import { apiCaller } from '../../../testing/materials-factories.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
  await createAccountingYear(t.db, { start_date: '2026-01-01', end_date: '2026-12-31' });
});
afterAll(() => t.close());

const PAYOUTS = '/api/admin/accounting/payouts';
const payout = (overrides: object = {}) => ({
  date: '2026-03-02',
  provider: 'helloasso',
  reference: 'VERS-2026-03',
  gross_cents: 12_000,
  fees_cents: 420,
  ...overrides,
});

describe('POST /api/admin/accounting/payouts', () => {
  it('posts the net to the bank and the fees to 627 against the provider’s clearing account, once', async () => {
    const response = await call('POST', PAYOUTS, adminCookie, payout());
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toMatchObject({
      date: '2026-03-02',
      label: 'Versement HelloAsso',
      reference: 'VERS-2026-03',
      amount_cents: 12_000,
      source: { kind: 'versement', id: 'helloasso:VERS-2026-03' },
    });
    expect(
      entry.lines.map((line: { account: { code: string }; debit_cents: number; credit_cents: number }) => [
        line.account.code,
        line.debit_cents,
        line.credit_cents,
      ]),
    ).toEqual([
      ['512', 11_580, 0],
      ['627', 420, 0],
      ['51151', 0, 12_000],
    ]);
    const journal = await t.db.select().from(auditLog).where(eq(auditLog.target_id, entry.id));
    expect(journal.map((row) => row.action)).toEqual(['accounting.entry-create']);

    const again = await call('POST', PAYOUTS, adminCookie, payout({ gross_cents: 5000 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual([
      { path: 'reference', message: 'Ce versement est déjà comptabilisé.' },
    ]);
  });

  it('answers 400 for fees above the gross amount, a missing reference or a day no year covers', async () => {
    const fees = await call('POST', PAYOUTS, adminCookie, payout({ reference: 'F1', fees_cents: 12_000 }));
    expect(fees.statusCode).toBe(400);
    expect(fees.json().error.fields).toEqual([
      { path: 'fees_cents', message: 'Les frais ne peuvent pas dépasser le montant brut.' },
    ]);
    const missing = await call('POST', PAYOUTS, adminCookie, payout({ reference: '' }));
    expect(missing.statusCode).toBe(400);
    const outside = await call('POST', PAYOUTS, adminCookie, payout({ reference: 'F2', date: '2024-03-02' }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields).toEqual([
      { path: 'date', message: 'Aucun exercice ne couvre cette date.' },
    ]);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await call('POST', PAYOUTS, undefined, payout({ reference: 'X1' }))).statusCode).toBe(401);
    expect((await call('POST', PAYOUTS, memberCookie, payout({ reference: 'X2' }))).statusCode).toBe(403);
  });
});
