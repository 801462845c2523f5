import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eurosToCents } from '../../../domain/money.ts';
import type { Database } from '../../db/client.ts';
import { openScratchDatabase } from '../../testing/scratch-database.ts';
import { migrateUpTo } from '../backup/migrations.ts';

/** The version before the donation settings' amounts became cents (migration 0037). */
const BEFORE = '0036_offer_prices_in_cents';

async function rows<T>(database: Database, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function converted(maxAmount: string, suggested: string) {
  const database = await openScratchDatabase();
  try {
    await migrateUpTo(database, BEFORE);
    await database.db.execute(
      sql`update donation_settings set max_amount = ${maxAmount}::numeric, suggested_amounts = ${suggested}::numeric[]`,
    );
    const [before] = await rows<{ max_amount: string; suggested: string[] }>(
      database,
      sql`select max_amount::text as max_amount, suggested_amounts::text[] as suggested from donation_settings`,
    );
    await database.migrate();
    const [after] = await rows<{ max_amount_cents: number; suggested_amounts_cents: number[] }>(
      database,
      sql`select max_amount_cents, suggested_amounts_cents from donation_settings`,
    );
    return { before, after };
  } finally {
    await database.close();
  }
}

describe('migration 0037: the donation settings’ amounts in cents', () => {
  it('keeps the ceiling and every suggested amount to the cent, in their order', async () => {
    const { before, after } = await converted('2500.55', '{80.5,19.99,0.1,15}');
    expect(after).toEqual({
      max_amount_cents: eurosToCents(before?.max_amount ?? ''),
      suggested_amounts_cents: before?.suggested.map(eurosToCents),
    });
    expect(after).toEqual({ max_amount_cents: 250_055, suggested_amounts_cents: [8050, 1999, 10, 1500] });
  });

  it('keeps an empty list of suggested amounts empty', async () => {
    const { after } = await converted('10000', '{}');
    expect(after).toEqual({ max_amount_cents: 1_000_000, suggested_amounts_cents: [] });
  });
});
