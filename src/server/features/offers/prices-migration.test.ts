import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eurosToCents } from '../../../domain/money.ts';
import type { Database } from '../../db/client.ts';
import { openScratchDatabase } from '../../testing/scratch-database.ts';
import { migrateUpTo } from '../backup/migrations.ts';

/** The version before the offers' prices became cents (migration 0036). */
const BEFORE = '0035_association_identity';

async function rows<T>(database: Database, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The demo's own offers, and the prices a float would get wrong (19.99, 4.35, 0.1, 1.15). */
const OLD_OFFERS: [name: string, price: string, minPrice: string | null][] = [
  ['Tarif réduit', '3.00', null],
  ['Prix libre', '20.00', '5.00'],
  ['Foyer (jusqu’à 4 personnes)', '15.00', null],
  ['Soutien', '19.99', '4.35'],
  ['Un centime', '0.01', '0.00'],
  ['Dix centimes', '0.10', null],
  ['Le plus cher', '10000.00', '1.15'],
];

describe('migration 0036: the offers’ prices in cents', () => {
  it('keeps every price and minimum to the cent', async () => {
    const database = await openScratchDatabase();
    try {
      await migrateUpTo(database, BEFORE);
      for (const [name, price, minPrice] of OLD_OFFERS) {
        await database.db.execute(
          sql`insert into membership_offers (name, type, pricing, price, min_price)
              values (${name}, 'standard', ${minPrice === null ? 'fixe' : 'libre'}, ${price}::numeric, ${minPrice}::numeric)`,
        );
      }
      const before = await rows<{ id: string; price: string; min_price: string | null }>(
        database,
        sql`select id, price::text as price, min_price::text as min_price from membership_offers order by id`,
      );
      expect(before.length).toBeGreaterThanOrEqual(OLD_OFFERS.length);

      await database.migrate();

      const after = await rows<{ id: string; price_cents: number; min_price_cents: number | null }>(
        database,
        sql`select id, price_cents, min_price_cents from membership_offers order by id`,
      );
      expect(after).toEqual(
        before.map((offer) => ({
          id: offer.id,
          price_cents: eurosToCents(offer.price),
          min_price_cents: offer.min_price === null ? null : eurosToCents(offer.min_price),
        })),
      );
      expect(after.map((offer) => offer.price_cents)).toEqual(
        expect.arrayContaining([1999, 1, 10, 1_000_000]),
      );
    } finally {
      await database.close();
    }
  });
});
