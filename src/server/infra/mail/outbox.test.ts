import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { enqueueMail } from './outbox.ts';
import { createMailTransport } from './transport.ts';
import { createOutboxWorker, retryDelayMs } from './worker.ts';

let database: Database;
const received: string[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

const worker = (url: string) =>
  createOutboxWorker({
    db: database.db,
    transport: createMailTransport(url, () => {}, { isProduction: false }),
    from: 'asso@exemple.fr',
  });

describe('mail outbox', () => {
  it('delivers a queued mail through SMTP and marks it sent', async () => {
    await enqueueMail(database.db, { to: 'lea@exemple.fr', subject: 'Bonjour', text: 'Corps du message' });
    expect(await worker(smtpUrl).processDue()).toBe(1);
    expect(received.at(-1)).toContain('Corps du message');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'lea@exemple.fr'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps a mail when SMTP is down and sends it once it is back', async () => {
    await enqueueMail(database.db, { to: 'paul@exemple.fr', subject: 'Panne', text: 'Toujours là' });
    expect(await worker('smtp://127.0.0.1:1').processDue()).toBe(0);
    const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'paul@exemple.fr'));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    expect(failed?.last_error).toBeTruthy();

    // The retry is due later; a restarted worker picks it up then.
    await database.db
      .update(mailOutbox)
      .set({ next_attempt_at: new Date() })
      .where(eq(mailOutbox.id, failed?.id ?? ''));
    expect(await worker(smtpUrl).processDue()).toBe(1);
    expect(received.at(-1)).toContain('Toujours l');
  });

  it('prints a mail without SMTP for the developer, never in production', async () => {
    const mail = {
      from: 'asso@exemple.fr',
      to: 'lea@exemple.fr',
      subject: 'Votre code de connexion : 123456',
      text: 'Code 123456',
    };
    const printed: string[] = [];
    await createMailTransport(undefined, (line) => printed.push(line), { isProduction: false }).send(mail);
    expect(printed.join()).toContain('123456');
    const logged: string[] = [];
    await createMailTransport(undefined, (line) => logged.push(line), { isProduction: true }).send(mail);
    expect(logged.join()).not.toMatch(/123456|lea@exemple\.fr/);
  });

  it('waits longer after each failure, up to an hour', () => {
    expect(retryDelayMs(1)).toBe(5_000);
    expect(retryDelayMs(2)).toBe(10_000);
    expect(retryDelayMs(30)).toBe(60 * 60 * 1000);
  });
});
