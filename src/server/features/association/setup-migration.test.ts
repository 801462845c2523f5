import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openScratchDatabase } from '../../testing/scratch-database.ts';
import { migrateUpTo } from '../backup/migrations.ts';

/** The version before the first sign-in step and the receipts' address moving (migration 0035). */
const BEFORE = '0034_assembly_kinds';

async function rows(database: Database, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** A database at `BEFORE` with `prepare` run on it, then brought up to date. */
async function upgraded(prepare: (database: Database) => Promise<void>) {
  const database = await openScratchDatabase();
  await migrateUpTo(database, BEFORE);
  await prepare(database);
  await database.migrate();
  return database;
}

const addUser = (database: Database, email: string) =>
  database.db.execute(
    sql`insert into users (id, name, email, prenom, nom, is_active)
        values (gen_random_uuid(), 'Jeanne Ancienne', ${email}, 'Jeanne', 'Ancienne', true)`,
  );

const settingsOf = (database: Database) =>
  rows(
    database,
    sql`select address, reminder_days_after, setup_done_at is not null as done from association_settings`,
  );

describe('migration 0035 on installations already in use', () => {
  it('moves the receipts’ address to the association, and does not ask the first steps of one in use', async () => {
    const database = await upgraded(async (older) => {
      await addUser(older, 'admin@exemple.fr');
      await addUser(older, 'membre@exemple.fr');
      await older.db.execute(sql`update donation_settings set address = '12 rue des Lilas'`);
    });
    try {
      // The reminder after the end stays on, as on an installation that never saved its settings.
      expect(await settingsOf(database)).toEqual([
        { address: '12 rue des Lilas', reminder_days_after: 1, done: true },
      ]);
    } finally {
      await database.close();
    }
  });

  it('keeps the association’s own address over the receipts’ one', async () => {
    const database = await upgraded(async (older) => {
      await addUser(older, 'admin@exemple.fr');
      await older.db.execute(
        sql`insert into association_settings (id, address, reminder_days_after) values (1, '3 rue Haute', 7)`,
      );
      await older.db.execute(sql`update donation_settings set address = '12 rue des Lilas'`);
    });
    try {
      expect(await settingsOf(database)).toEqual([
        { address: '3 rue Haute', reminder_days_after: 7, done: true },
      ]);
    } finally {
      await database.close();
    }
  });

  it('asks the first steps of an installation that has only its first administrator', async () => {
    const database = await upgraded(async (older) => {
      await addUser(older, 'admin@exemple.fr');
    });
    try {
      expect(await settingsOf(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
