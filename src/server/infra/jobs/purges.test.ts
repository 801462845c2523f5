import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { mailOutbox, rateLimits } from '../../db/schema.ts';
import { purgeExpiredRateLimits } from '../../http/rate-limit.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { purgeOldMails } from '../mail/purge.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('scheduled purges', () => {
  it('deletes the mails sent or given up more than 30 days ago, and keeps the others', async () => {
    const mail = (to: string, status: 'pending' | 'sent' | 'failed', createdDaysAgo: number) => ({
      to,
      subject: 'Sujet',
      text: 'Texte',
      status,
      created_at: daysAgo(createdDaysAgo),
    });
    await database.db
      .insert(mailOutbox)
      .values([
        mail('vieux-envoye@exemple.fr', 'sent', 31),
        mail('vieux-abandonne@exemple.fr', 'failed', 40),
        mail('recent@exemple.fr', 'sent', 29),
        mail('en-attente@exemple.fr', 'pending', 45),
      ]);

    expect(await purgeOldMails(database.db)).toBe(2);
    const left = await database.db.select({ to: mailOutbox.to }).from(mailOutbox);
    expect(left.map((row) => row.to).sort()).toEqual(['en-attente@exemple.fr', 'recent@exemple.fr']);
  });

  it('deletes the sign-in counters whose window has closed', async () => {
    await database.db.insert(rateLimits).values([
      { key: 'login:fini', points: 3, expire: sql`now() - interval '1 minute'` },
      { key: 'login:en-cours', points: 2, expire: sql`now() + interval '10 minutes'` },
      { key: 'login:sans-fin', points: 1, expire: null },
    ]);

    expect(await purgeExpiredRateLimits(database.db)).toBe(1);
    expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'login:fini'))).toEqual([]);
    expect(await database.db.$count(rateLimits)).toBe(2);
  });
});
