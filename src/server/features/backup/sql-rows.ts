import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The rows of a raw query: both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A name as SQL writes it between double quotes. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
