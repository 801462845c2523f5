import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { messageRecipients, messages } from '../../db/schema.ts';
import { createMember } from '../../testing/factories.ts';
import { createSentMessage } from '../../testing/member-messages-factories.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { purgeOldMessageRecipients } from './recipients-purge.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('the purge of message recipients', () => {
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
