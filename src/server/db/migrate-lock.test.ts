import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../testing/scratch-database.ts';
import { openDatabase } from './client.ts';

const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe('migrations on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  it('lets two instances that start together both migrate a fresh database, once', async () => {
    const first = await openDatabase({ url: scratch.url });
    const second = await openDatabase({ url: scratch.url });
    try {
      await Promise.all([first.migrate(), second.migrate()]);
      const [applied] = await first.db.select({ count: count() }).from(sql`drizzle.__drizzle_migrations`);
      expect(applied?.count).toBe(journal.entries.length);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
