import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { enqueueMail } from './outbox.ts';
import { passwordResetMail, signInCodeMail } from './templates.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { drainOutbox, retryDelayMs } from './worker.ts';

let database: Database;
const received: string[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
const sender = { associationName: 'Association HDS' };

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

const drain = (transport: MailTransport) =>
  drainOutbox({ db: database.db, transport, from: 'asso@exemple.fr' });
const smtpTransport = (url: string) => createMailTransport(url, () => {}, { isProduction: false });
const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('mail outbox', () => {
  it('delivers a queued mail through SMTP and marks it sent', async () => {
    await enqueueMail(database.db, { to: 'lea@exemple.fr', subject: 'Bonjour', text: 'Corps du message' });
    expect(await drain(smtpTransport(smtpUrl))).toBe(1);
    expect(received.at(-1)).toContain('Corps du message');
    const [row] = await mailsTo('lea@exemple.fr');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, subject: 'Bonjour', text: 'Corps du message' });
  });

  it('keeps a mail when SMTP is down and sends it once it is back', async () => {
    await enqueueMail(database.db, { to: 'paul@exemple.fr', subject: 'Panne', text: 'Toujours là' });
    expect(await drain(smtpTransport('smtp://127.0.0.1:1'))).toBe(0);
    const [failed] = await mailsTo('paul@exemple.fr');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    expect(failed?.last_error).toBeTruthy();

    // Not due yet: a pass before the back-off leaves it alone.
    expect(await drain(smtpTransport(smtpUrl))).toBe(0);
    await database.db
      .update(mailOutbox)
      .set({ next_attempt_at: new Date() })
      .where(eq(mailOutbox.id, failed?.id ?? ''));
    expect(await drain(smtpTransport(smtpUrl))).toBe(1);
    expect(received.at(-1)).toContain('Toujours l');
    expect((await mailsTo('paul@exemple.fr'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each mail once when two workers drain the outbox at the same time', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `course-${i}@exemple.fr`);
    for (const to of addresses) await enqueueMail(database.db, { to, subject: 'Course', text: 'Une fois' });
    const sent: string[] = [];
    const slowTransport: MailTransport = {
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.to);
      },
    };
    const [first, second] = await Promise.all([drain(slowTransport), drain(slowTransport)]);
    expect(first + second).toBe(addresses.length);
    expect(sent.sort()).toEqual([...addresses].sort());
    const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('sends a mail again when the process that claimed it died before sending it', async () => {
    await enqueueMail(database.db, { to: 'reprise@exemple.fr', subject: 'Reprise', text: 'Pas perdu' });
    const dying: MailTransport = { send: () => new Promise(() => {}) };
    // A worker that claims the mail and never comes back.
    void drain(dying);
    await expect.poll(async () => (await mailsTo('reprise@exemple.fr'))[0]?.attempts).toBe(1);
    expect(await drain(smtpTransport(smtpUrl))).toBe(0);

    // Its claim runs out (15 minutes later): another worker sends the mail.
    await database.db
      .update(mailOutbox)
      .set({ next_attempt_at: new Date() })
      .where(eq(mailOutbox.to, 'reprise@exemple.fr'));
    expect(await drain(smtpTransport(smtpUrl))).toBe(1);
    expect((await mailsTo('reprise@exemple.fr'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('erases the code and the reset link once sent, and keeps other mails as written', async () => {
    await enqueueMail(database.db, signInCodeMail(sender, 'code@exemple.fr', '654321', 10));
    await enqueueMail(
      database.db,
      passwordResetMail(sender, 'lien@exemple.fr', 'http://localhost:3000/reset-password?token=secret-token'),
    );
    const [code] = await mailsTo('code@exemple.fr');
    expect(code).toMatchObject({ sensitive: true, subject: 'Votre code de connexion : 654321' });

    await drain(smtpTransport(smtpUrl));
    expect(received.some((raw) => raw.includes('654321'))).toBe(true);
    expect(received.some((raw) => raw.includes('secret-token'))).toBe(true);
    for (const to of ['code@exemple.fr', 'lien@exemple.fr']) {
      const [row] = await mailsTo(to);
      expect(row).toMatchObject({ status: 'sent', subject: 'Message effacé après envoi', html: null });
      expect(`${row?.subject} ${row?.text}`).not.toMatch(/654321|secret-token/);
    }
    expect((await mailsTo('lea@exemple.fr'))[0]?.text).toBe('Corps du message');
  });

  it('erases a code it gave up sending', async () => {
    await enqueueMail(database.db, signInCodeMail(sender, 'abandon@exemple.fr', '111222', 10));
    await database.db.update(mailOutbox).set({ attempts: 11 }).where(eq(mailOutbox.to, 'abandon@exemple.fr'));
    await drain(smtpTransport('smtp://127.0.0.1:1'));
    const [row] = await mailsTo('abandon@exemple.fr');
    expect(row).toMatchObject({ status: 'failed', attempts: 12, subject: 'Message effacé après envoi' });
    expect(row?.text).not.toContain('111222');
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

  it('keeps the sender’s name, the address to reply to and the extra headers of a queued mail', async () => {
    await enqueueMail(database.db, {
      to: 'entetes@exemple.fr',
      subject: 'Nouvelles',
      text: 'Texte',
      fromName: 'Les Amis du Dessin',
      replyTo: 'bureau@amis-dessin.fr',
      headers: { 'List-Unsubscribe': '<https://asso.exemple/desabonnement?token=abc>' },
    });
    expect(await drain(smtpTransport(smtpUrl))).toBe(1);
    const raw = received.at(-1) ?? '';
    expect(raw).toContain('From: Les Amis du Dessin <asso@exemple.fr>');
    expect(raw).toContain('Reply-To: bureau@amis-dessin.fr');
    expect(raw).toContain('List-Unsubscribe: <https://asso.exemple/desabonnement?token=abc>');
  });

  it('waits longer after each failure, up to an hour', () => {
    expect(retryDelayMs(1)).toBe(5_000);
    expect(retryDelayMs(2)).toBe(10_000);
    expect(retryDelayMs(30)).toBe(60 * 60 * 1000);
    expect(retryDelayMs(3, 60_000)).toBe(4 * 60_000);
  });
});
