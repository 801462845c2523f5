import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { MailTransport } from '../mail/transport.ts';
import { startJobEngine } from './engine.ts';
import { infraJobs, type Job } from './jobs.ts';

let database: Database;
const delivered: string[] = [];
const transport: MailTransport = {
  send: async (mail) => {
    delivered.push(mail.to);
  },
};
const warnings: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A job of no feature, to read how the engine schedules what it is given. */
const dailyAtNine: Job = { name: 'daily-at-nine', cron: '0 9 * * *', run: async () => {} };

function startEngine() {
  return startJobEngine({
    connection: database.connection,
    jobs: [
      ...infraJobs({ db: database.db, mail: { transport, from: 'asso@exemple.fr', onError: () => {} } }),
      dailyAtNine,
    ],
    log: { warn: (_details, message) => warnings.push(message) },
  });
}

const deliveredTo = (to: string) => delivered.filter((address) => address === to).length;

describe('job engine', () => {
  it('sends the mails left in the outbox by a stopped server as soon as it starts again', async () => {
    await enqueueMail(database.db, { to: 'avant@exemple.fr', subject: 'Avant', text: 'Gardé' });
    const engine = await startEngine();
    try {
      await expect.poll(() => deliveredTo('avant@exemple.fr'), { timeout: 15_000 }).toBe(1);
    } finally {
      await engine.stop();
    }
  });

  it('sends a mail queued while it runs, when the transaction that queued it commits', async () => {
    const engine = await startEngine();
    try {
      await database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'pendant@exemple.fr', subject: 'Pendant', text: 'Envoyé' });
      });
      await expect.poll(() => deliveredTo('pendant@exemple.fr'), { timeout: 15_000 }).toBe(1);
    } finally {
      await engine.stop();
    }
  });

  it('sends each mail once with two engines on one database', async () => {
    const engines = await Promise.all([startEngine(), startEngine()]);
    try {
      const addresses = Array.from({ length: 10 }, (_, i) => `deux-${i}@exemple.fr`);
      for (const to of addresses) await enqueueMail(database.db, { to, subject: 'Deux', text: 'Une fois' });
      const isSent = async () => {
        const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));
        return rows.every((row) => row.status === 'sent');
      };
      await expect.poll(isSent, { timeout: 20_000 }).toBe(true);
      expect(addresses.map(deliveredTo)).toEqual(addresses.map(() => 1));
    } finally {
      await Promise.all(engines.map((engine) => engine.stop()));
    }
    expect(warnings).toEqual([]);
  });

  it('schedules each job at its hour, Paris time', async () => {
    const engine = await startEngine();
    try {
      const schedules = await database.db.execute<{ cron: string; timezone: string }>(
        sql`select cron, timezone from pgboss.schedule where name = ${dailyAtNine.name}`,
      );
      expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
        { cron: '0 9 * * *', timezone: 'Europe/Paris' },
      ]);
    } finally {
      await engine.stop();
    }
  });
});
