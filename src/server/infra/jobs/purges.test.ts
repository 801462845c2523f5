import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { mailOutbox, messageRecipients, messages, rateLimits } from '../../db/schema.ts';
import { createMember } from '../../testing/factories.ts';
import { createSentMessage } from '../../testing/member-messages-factories.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { purgeExpiredRateLimits, purgeOldMails, purgeOldMessageRecipients } from './purges.ts';

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

  it('forgets who received a message after the years the settings keep them, a convocation after its own, and keeps the messages', async () => {
    const member = await createMember(database.db);
    const sentDaysAgo = async (category: 'informations' | 'statutaire', days: number) => {
      const message = await createSentMessage(database.db, {
        recipients: [member.id],
        category,
        subject: `${category} ${days}`,
        recipientStatus: 'envoye',
      });
      await database.db
        .update(messageRecipients)
        .set({ created_at: daysAgo(days) })
        .where(eq(messageRecipients.message_id, message.id));
      return message.subject;
    };
    const kept = [
      await sentDaysAgo('informations', 700),
      await sentDaysAgo('statutaire', 800),
      await sentDaysAgo('statutaire', 1800),
    ];
    await sentDaysAgo('informations', 740);
    await sentDaysAgo('statutaire', 1830);

    const subjectsLeft = async () =>
      (
        await database.db
          .select({ subject: messages.subject })
          .from(messageRecipients)
          .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
      )
        .map((row) => row.subject)
        .sort();
    const byDefault = { messages_kept_years: 2, convocations_kept_years: 5 };
    expect(await purgeOldMessageRecipients(database.db, byDefault)).toBe(2);
    expect(await subjectsLeft()).toEqual(kept.sort());
    // An association that keeps them one year, and its convocations three.
    expect(
      await purgeOldMessageRecipients(database.db, { messages_kept_years: 1, convocations_kept_years: 3 }),
    ).toBe(2);
    expect(await subjectsLeft()).toEqual(['statutaire 800'].sort());
    expect(await database.db.$count(messages)).toBe(5);
  });
});
