import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingEntries, accountingLines } from '../../db/schema.ts';
import { accountIds, createAccountingYear, simpleEntry } from '../../testing/accounting-factories.ts';
import { createAdmin, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createEntry } from './entries.ts';

/** What holds whatever writes: numbers given once under load, and the database's balance rule. */

let t: TestApp;
let admin: TestUser;
let year: { id: string };
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.db);
  year = await createAccountingYear(t.db, { start_date: '2026-01-01', end_date: '2026-12-31' });
  ids = await accountIds(t.db, ['512', '6064']);
});
afterAll(() => t.close());

describe('piece numbers under load', () => {
  it('gives twenty entries saved at once twenty distinct numbers, 1 to 20', async () => {
    const busy = await createAccountingYear(t.db, { start_date: '2030-01-01', end_date: '2030-12-31' });
    const input = await simpleEntry(t.db, {
      kind: 'recette',
      date: '2030-02-01',
      amount_cents: 1000,
      nature: '756',
    });
    const created = await Promise.all(Array.from({ length: 20 }, () => createEntry(t.ctx, input, admin)));
    expect(created.map((entry) => entry.piece_number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    const stored = await t.db
      .select({ piece: accountingEntries.piece_number })
      .from(accountingEntries)
      .where(eq(accountingEntries.year_id, busy.id));
    expect(new Set(stored.map((row) => row.piece)).size).toBe(20);
  });
});

describe('the database’s own balance rule', () => {
  it('refuses an unbalanced entry written past the service, when the transaction commits', async () => {
    const write = t.db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(accountingEntries)
        .values({
          year_id: year.id,
          date: '2026-07-01',
          label: 'Écrite à la main',
          kind: 'avancee',
          piece_number: 7001,
        })
        .returning();
      if (!entry) throw new Error('écriture non créée');
      const placed = { entry_id: entry.id, year_id: year.id, date: '2026-07-01', piece_number: 7001 };
      await tx.insert(accountingLines).values([
        { ...placed, position: 0, account_id: ids['6064'] as string, debit_cents: 1000 },
        { ...placed, position: 1, account_id: ids['512'] as string, credit_cents: 900 },
      ]);
    });
    await expect(write).rejects.toMatchObject({
      cause: { code: '23514', constraint: 'accounting_entries_balanced' },
    });
    expect(
      await t.db.select().from(accountingEntries).where(eq(accountingEntries.piece_number, 7001)),
    ).toEqual([]);
  });

  it('refuses a line changed alone, and an entry without lines', async () => {
    const entry = await createEntry(
      t.ctx,
      await simpleEntry(t.db, { kind: 'depense', date: '2026-07-02', amount_cents: 700, nature: '6064' }),
      admin,
    );
    await expect(
      t.db
        .update(accountingLines)
        .set({ debit_cents: 800 })
        .where(eq(accountingLines.entry_id, entry.id))
        .returning(),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(
      t.db
        .insert(accountingEntries)
        .values({ year_id: year.id, date: '2026-07-03', label: 'Vide', kind: 'avancee', piece_number: 7002 }),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});
