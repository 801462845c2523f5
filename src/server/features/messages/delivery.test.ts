import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adhesions, messageOptOuts, messageRecipients, messages, users } from '../../db/schema.ts';
import { startJobEngine } from '../../infra/jobs/engine.ts';
import { createMailTransport, type MailTransport } from '../../infra/mail/transport.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { createMember } from '../../testing/factories.ts';
import { ALL_MEMBERS, createSentMessage } from '../../testing/member-messages-factories.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { eraseAccount } from '../privacy/erasure.ts';
import { deliverMessages, NOT_DELIVERED } from './delivery.ts';
import { wakeMessageDelivery } from './delivery-signal.ts';
import { messagesJobs } from './jobs.ts';

type Received = { to: string; raw: string };

let t: TestApp;
let smtp: SMTPServer;
let smtpUrl: string;
let received: Received[] = [];

/** What a mail client shows: the headers unfolded, the parts' quoted-printable decoded. */
function readable(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const body = raw
    .slice(end)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return `${raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ')}${Buffer.from(body, 'latin1').toString('utf8')}`;
}
const receivedBy = (to: string) =>
  received.filter((mail) => mail.to === to).map((mail) => readable(mail.raw));

/** Refuses `refuse…` addresses for good (550) and `plus-tard…` for now (451), as real servers do. */
function refusal(address: string): Error | undefined {
  const reply = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });
  if (address.startsWith('refuse')) return reply(550, '5.1.1 Boîte aux lettres inconnue');
  if (address.startsWith('plus-tard')) return reply(451, '4.7.1 Réessayez plus tard');
  return undefined;
}

beforeAll(async () => {
  t = await createTestApp({
    env: {
      MAIL_RATE_PER_MINUTE: '6000',
      ASSOCIATION_NAME: 'Les Amis du Dessin',
      ASSOCIATION_EMAIL: 'bureau@amis-dessin.fr',
      MAIL_FROM: 'Envois <envois@amis-dessin.fr>',
    },
  });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(refusal(address.address) ?? null);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) received.push({ to: recipient.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});
beforeEach(() => {
  received = [];
});

const smtpTransport = (url = smtpUrl) => createMailTransport(url, () => {}, { isProduction: false });
const deliver = (transport: MailTransport = smtpTransport(), until?: number) =>
  deliverMessages({ db: t.db, config: t.ctx.config, transport, from: t.ctx.config.mailFrom }, { until });

const recipientOf = async (messageId: string, userId: string) => {
  const [row] = await t.db
    .select()
    .from(messageRecipients)
    .where(and(eq(messageRecipients.message_id, messageId), eq(messageRecipients.user_id, userId)));
  return row;
};
const statusOf = async (messageId: string) =>
  (await t.db.select({ status: messages.status }).from(messages).where(eq(messages.id, messageId)))[0]
    ?.status;

describe('delivering a message', () => {
  it('writes each member one multipart mail from the association, with their fields, the whole links and the stop link', async () => {
    const zoe = await createMember(t.db, { prenom: 'Zoé <b>"Zaza"</b>', nom: "O'Brien & fils" });
    const paul = await createMember(t.db, { prenom: 'Paul' });
    await t.db.insert(adhesions).values({
      user_id: zoe.id,
      montant_cents: 750,
      date_debut: '2026-01-01',
      date_fin: '2026-12-31',
      statut: 'active',
      mode_paiement: 'Chèque',
    });
    const message = await createSentMessage(t.db, {
      recipients: [zoe.id, paul.id],
      subject: 'Bonjour {prenom}',
      bodyHtml:
        '<p>Bonjour {prenom} {nom}, adhésion jusqu’au {fin_adhesion}. <a href="/documents?document=42">Le compte rendu</a></p>',
      bodyText:
        'Bonjour {prenom} {nom}, adhésion jusqu’au {fin_adhesion}. Le compte rendu [/documents?document=42]',
      audience: ALL_MEMBERS,
    });

    expect(await deliver()).toBe(2);
    const [mail, ...again] = receivedBy(zoe.email);
    expect(again).toEqual([]);
    expect(receivedBy(paul.email)).toHaveLength(1);
    expect(mail).toContain('From: Les Amis du Dessin <envois@amis-dessin.fr>');
    expect(mail).toContain('Reply-To: bureau@amis-dessin.fr');
    expect(mail).toContain('multipart/alternative');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The text part as written, the HTML part escaped: a name cannot add markup to the mail.
    expect(mail).toContain(`Bonjour Zoé <b>"Zaza"</b> O'Brien & fils, adhésion jusqu’au 31/12/2026.`);
    expect(mail).toContain('Bonjour Zoé &#60;b&#62;&#34;Zaza&#34;&#60;/b&#62; O&#39;Brien &#38; fils');
    expect(mail).toContain(`<a href="${TEST_PUBLIC_URL}/documents?document=42">`);
    expect(mail).toContain(`Le compte rendu [${TEST_PUBLIC_URL}/documents?document=42]`);
    expect(mail).not.toMatch(/<img/i);

    const stopUrl = mail?.match(/List-Unsubscribe: <([^>]+)>/)?.[1] ?? '';
    expect(stopUrl.startsWith(`${TEST_PUBLIC_URL}/desabonnement?token=`)).toBe(true);
    expect(mail).toContain(`Ne plus recevoir les messages « Informations de l'association » : ${stopUrl}`);
    // RFC 8058: the mail client posts, without a session.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: stopUrl.slice(TEST_PUBLIC_URL.length),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await t.db.select().from(messageOptOuts).where(eq(messageOptOuts.user_id, zoe.id))).toEqual([
      expect.objectContaining({ category: 'informations' }),
    ]);

    expect(await recipientOf(message.id, zoe.id)).toMatchObject({
      status: 'envoye',
      email: zoe.email,
      attempts: 1,
      sent_at: expect.any(Date),
      last_error: null,
    });
    expect(await statusOf(message.id)).toBe('envoye');
  });

  it('sends a convocation to a member who left the news, without a stop link', async () => {
    const member = await createMember(t.db);
    await t.db.insert(messageOptOuts).values({ user_id: member.id, category: 'informations' });
    await createSentMessage(t.db, {
      recipients: [member.id],
      category: 'statutaire',
      subject: 'Convocation',
    });
    await deliver();
    const [mail] = receivedBy(member.email);
    expect(mail).toContain('Subject: Convocation');
    expect(mail).not.toContain('List-Unsubscribe');
    expect(mail).toContain('La vie statutaire (convocations) est envoyée à tous les membres concernés.');
  });

  it('attaches its assembly’s calendar file to a convocation', async () => {
    const member = await createMember(t.db);
    const assembly = await createAssembly(t.db, { lieu: 'Salle des fêtes' });
    const message = await createSentMessage(t.db, {
      recipients: [member.id],
      category: 'statutaire',
      subject: 'Convocation à l’assemblée générale',
    });
    await t.db.update(messages).set({ assembly_id: assembly.id }).where(eq(messages.id, message.id));
    await deliver();
    const [mail] = receivedBy(member.email);
    expect(mail).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=ag-\w+\.ics/);
    expect(mail).toContain('Content-Disposition: attachment; filename=ag-');
  });

  it('writes to the address the member has when it is sent, not the one they had when it was queued', async () => {
    const member = await createMember(t.db);
    const message = await createSentMessage(t.db, { recipients: [member.id] });
    await t.db.update(users).set({ email: 'nouvelle-adresse@exemple.fr' }).where(eq(users.id, member.id));
    await deliver();
    expect(receivedBy(member.email)).toEqual([]);
    expect(receivedBy('nouvelle-adresse@exemple.fr')).toHaveLength(1);
    expect((await recipientOf(message.id, member.id))?.email).toBe('nouvelle-adresse@exemple.fr');
  });

  it('writes to nobody for a member erased, deactivated or opted out since it was queued', async () => {
    const erased = await createMember(t.db);
    const inactive = await createMember(t.db);
    const optedOut = await createMember(t.db);
    const message = await createSentMessage(t.db, { recipients: [erased.id, inactive.id, optedOut.id] });
    await t.db.update(users).set({ erasure_requested_at: new Date() }).where(eq(users.id, erased.id));
    // Erasure deletes the member's recipient rows; one queued just after it still finds an erased account.
    await eraseAccount(t.ctx, { userId: erased.id, actor: 'system', action: 'member.erasure-due' });
    await t.db.insert(messageRecipients).values({ message_id: message.id, user_id: erased.id });
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, inactive.id));
    await t.db.insert(messageOptOuts).values({ user_id: optedOut.id, category: 'informations' });

    expect(await deliver()).toBe(0);
    expect(received).toEqual([]);
    expect(await recipientOf(message.id, erased.id)).toMatchObject({
      status: 'annule',
      email: null,
      last_error: NOT_DELIVERED.erased,
    });
    expect(await recipientOf(message.id, inactive.id)).toMatchObject({
      status: 'annule',
      last_error: NOT_DELIVERED.inactive,
    });
    expect(await recipientOf(message.id, optedOut.id)).toMatchObject({
      status: 'annule',
      last_error: NOT_DELIVERED.optedOut,
    });
    expect(await statusOf(message.id)).toBe('envoye');
  });

  it('keeps a programmed message until its hour, then sends it', async () => {
    const member = await createMember(t.db);
    const message = await createSentMessage(t.db, { recipients: [member.id], status: 'programme' });
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.update(messages).set({ scheduled_at: inAnHour }).where(eq(messages.id, message.id));
    await t.db
      .update(messageRecipients)
      .set({ next_attempt_at: inAnHour })
      .where(eq(messageRecipients.message_id, message.id));
    await deliver();
    expect(await statusOf(message.id)).toBe('programme');
    expect(receivedBy(member.email)).toEqual([]);

    const now = new Date();
    await t.db.update(messages).set({ scheduled_at: now }).where(eq(messages.id, message.id));
    await t.db
      .update(messageRecipients)
      .set({ next_attempt_at: now })
      .where(eq(messageRecipients.message_id, message.id));
    await deliver();
    expect(receivedBy(member.email)).toHaveLength(1);
    expect(await statusOf(message.id)).toBe('envoye');
  });
});

describe('when SMTP refuses or fails', () => {
  it('records the server’s reply to an address it refuses for good, and finishes the message', async () => {
    const refused = await createMember(t.db, { email: 'refuse-moi@exemple.fr' });
    const message = await createSentMessage(t.db, { recipients: [refused.id] });
    expect(await deliver()).toBe(0);
    const row = await recipientOf(message.id, refused.id);
    expect(row).toMatchObject({ status: 'echec', attempts: 1 });
    expect(row?.last_error).toContain('550');
    expect(row?.last_error).toContain('Boîte aux lettres inconnue');
    expect(row?.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await statusOf(message.id)).toBe('envoye');
  });

  it('tries again later an address the server asks to retry, and gives it up after five replies', async () => {
    const later = await createMember(t.db, { email: 'plus-tard@exemple.fr' });
    const message = await createSentMessage(t.db, { recipients: [later.id] });
    await deliver();
    const first = await recipientOf(message.id, later.id);
    expect(first).toMatchObject({ status: 'en_attente', attempts: 1 });
    expect(first?.last_error).toContain('451');
    expect(first?.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await statusOf(message.id)).toBe('envoi');

    await t.db
      .update(messageRecipients)
      .set({ attempts: 4, next_attempt_at: new Date() })
      .where(eq(messageRecipients.message_id, message.id));
    await deliver();
    expect(await recipientOf(message.id, later.id)).toMatchObject({ status: 'echec', attempts: 5 });
    expect(await statusOf(message.id)).toBe('envoye');
  });

  it('keeps every mail waiting while SMTP is down, never giving up, and sends them once it is back', async () => {
    const members = [await createMember(t.db), await createMember(t.db)];
    const message = await createSentMessage(t.db, { recipients: members.map((member) => member.id) });
    await t.db
      .update(messageRecipients)
      .set({ attempts: 20 })
      .where(eq(messageRecipients.message_id, message.id));
    expect(await deliver(smtpTransport('smtp://127.0.0.1:1'))).toBe(0);
    const rows = await t.db
      .select()
      .from(messageRecipients)
      .where(eq(messageRecipients.message_id, message.id));
    // The run stops at the first mail nobody answered: the others are not tried in vain.
    expect(rows.map((row) => row.attempts).sort()).toEqual([20, 21]);
    expect(rows.every((row) => row.status === 'en_attente')).toBe(true);
    expect(rows.find((row) => row.attempts === 21)?.last_error).toBeTruthy();

    // Not due yet: a run before the back-off leaves the one tried alone.
    expect(await deliver()).toBe(1);
    await t.db
      .update(messageRecipients)
      .set({ next_attempt_at: new Date() })
      .where(eq(messageRecipients.message_id, message.id));
    expect(await deliver()).toBe(1);
    expect(members.map((member) => receivedBy(member.email).length)).toEqual([1, 1]);
    expect(await statusOf(message.id)).toBe('envoye');
  });

  it('sends again a mail whose process died after claiming it, once the claim runs out', async () => {
    const member = await createMember(t.db);
    const message = await createSentMessage(t.db, { recipients: [member.id] });
    const dying: MailTransport = { send: () => new Promise(() => {}) };
    void deliver(dying);
    await expect.poll(async () => (await recipientOf(message.id, member.id))?.attempts).toBe(1);
    expect(await deliver()).toBe(0);

    // Its claim runs out (15 minutes later): the next run sends it.
    await t.db
      .update(messageRecipients)
      .set({ next_attempt_at: new Date() })
      .where(eq(messageRecipients.message_id, message.id));
    expect(await deliver()).toBe(1);
    expect(await recipientOf(message.id, member.id)).toMatchObject({ status: 'envoye', attempts: 2 });
  });
});

describe('the delivery job', () => {
  const startEngine = () =>
    startJobEngine({
      connection: t.connection,
      jobs: messagesJobs({
        ...t.ctx,
        mail: { transport: smtpTransport(), from: t.ctx.config.mailFrom, onError: () => {} },
      }).filter((job) => job.name === 'message-delivery'),
      log: { warn: () => {} },
    });

  it('sends, as soon as it starts, what a stopped server left waiting', async () => {
    const member = await createMember(t.db);
    const message = await createSentMessage(t.db, { recipients: [member.id] });
    const engine = await startEngine();
    try {
      await expect.poll(() => statusOf(message.id), { timeout: 15_000 }).toBe('envoye');
      expect(receivedBy(member.email)).toHaveLength(1);
    } finally {
      await engine.stop();
    }
  });

  it('is woken by the transaction that queues recipients, and two engines send each mail once', async () => {
    const engines = await Promise.all([startEngine(), startEngine()]);
    try {
      const members = await Promise.all(Array.from({ length: 12 }, () => createMember(t.db)));
      const message = await t.db.transaction(async (tx) => {
        const queued = await createSentMessage(tx, { recipients: members.map((member) => member.id) });
        await wakeMessageDelivery(tx);
        return queued;
      });
      await expect.poll(() => statusOf(message.id), { timeout: 20_000 }).toBe('envoye');
      expect(members.map((member) => receivedBy(member.email).length)).toEqual(members.map(() => 1));
    } finally {
      await Promise.all(engines.map((engine) => engine.stop()));
    }
  });
});

describe('the pace', () => {
  it('sends no faster than MAIL_RATE_PER_MINUTE, leaving the rest to the next run', async () => {
    // 6 a minute: one mail, then the next is ten seconds away, past this run's end.
    const slow = { ...t.ctx.config, mailRatePerMinute: 6 };
    await t.db.update(messageRecipients).set({ last_attempt_at: sql`now() - interval '1 hour'` });
    const members = await Promise.all(Array.from({ length: 3 }, () => createMember(t.db)));
    const message = await createSentMessage(t.db, { recipients: members.map((member) => member.id) });
    const run = { db: t.db, config: slow, transport: smtpTransport(), from: t.ctx.config.mailFrom };
    expect(await deliverMessages(run, { until: Date.now() + 3_000 })).toBe(1);
    expect(await deliverMessages(run, { until: Date.now() + 3_000 })).toBe(0);
    const rows = await t.db
      .select()
      .from(messageRecipients)
      .where(eq(messageRecipients.message_id, message.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['en_attente', 'en_attente', 'envoye']);
    expect(await statusOf(message.id)).toBe('envoi');
  });

  it('ends a run waiting for its pace as soon as the process stops', async () => {
    const slow = { ...t.ctx.config, mailRatePerMinute: 6 };
    await t.db.update(messageRecipients).set({ last_attempt_at: sql`now() - interval '1 hour'` });
    const members = await Promise.all(Array.from({ length: 2 }, () => createMember(t.db)));
    await createSentMessage(t.db, { recipients: members.map((member) => member.id) });
    const stopping = new AbortController();
    const run = deliverMessages(
      { db: t.db, config: slow, transport: smtpTransport(), from: t.ctx.config.mailFrom },
      { until: Date.now() + 60_000, stopping: stopping.signal },
    );
    await expect.poll(() => received.length).toBe(1);
    stopping.abort();
    expect(await run).toBe(1);
  });
});
