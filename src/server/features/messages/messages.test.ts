import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, messageRecipients, messages } from '../../db/schema.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { chosen, draftInput, optOut } from '../../testing/composer-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { createSentMessage } from '../../testing/member-messages-factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: TestUser;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.db, { prenom: 'Régine', nom: 'Messages' });
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie: string | null = adminCookie) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const MISSING = '00000000-0000-4000-8000-000000000000';
/** Recipients of the large export: a little over two of its batches. */
const CROWD_SIZE = 2_100;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A draft to `audience` (every member unless said), through the API. */
async function draft(overrides: Record<string, unknown> = {}): Promise<{ id: string; subject: string }> {
  const response = await call('POST', '/api/admin/messages', draftInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A message sent now to these members. */
async function sentTo(recipients: TestUser[], overrides: Record<string, unknown> = {}) {
  const message = await draft({ audience: chosen(...recipients.map((member) => member.id)), ...overrides });
  const response = await call('POST', `/api/admin/messages/${message.id}/send`, {});
  expect(response.statusCode, response.body).toBe(200);
  return message;
}

const recipientRows = (messageId: string) =>
  t.db.select().from(messageRecipients).where(eq(messageRecipients.message_id, messageId));

const journal = (messageId: string) =>
  t.db
    .select({ action: auditLog.action, changes: auditLog.changes, actor_id: auditLog.actor_id })
    .from(auditLog)
    .where(and(eq(auditLog.target_type, 'message'), eq(auditLog.target_id, messageId)));

/** Each admin route refuses a visitor (401) and a member (403), whatever its input. */
describe.each([
  ['GET', '/api/admin/messages'],
  ['POST', '/api/admin/messages'],
  ['GET', `/api/admin/messages/${MISSING}`],
  ['PATCH', `/api/admin/messages/${MISSING}`],
  ['DELETE', `/api/admin/messages/${MISSING}`],
  ['POST', `/api/admin/messages/${MISSING}/test`],
  ['POST', `/api/admin/messages/${MISSING}/send`],
  ['POST', `/api/admin/messages/${MISSING}/cancel`],
  ['POST', `/api/admin/messages/${MISSING}/resend-failed`],
  ['GET', `/api/admin/messages/${MISSING}/recipients`],
  ['GET', `/api/admin/messages/${MISSING}/recipients.csv`],
] as const)('%s %s', (method, url) => {
  it('refuses a visitor (401) and a member (403)', async () => {
    expect((await call(method, url, draftInput(), null)).statusCode).toBe(401);
    expect((await call(method, url, draftInput(), memberCookie)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/messages (draft)', () => {
  it('stores the body sanitised, its plain text, the author, and journals it', async () => {
    const response = await call(
      'POST',
      '/api/admin/messages',
      draftInput({ bodyHtml: '<p onclick="x()">Bonjour {prenom}</p><img src="https://t.example/p.gif">' }),
    );
    expect(response.statusCode).toBe(201);
    const message = response.json();
    expect(message).toMatchObject({
      category: 'informations',
      subject: 'Nouvelles de la saison',
      bodyHtml: '<p>Bonjour {prenom}</p>',
      bodyText: 'Bonjour {prenom}',
      status: 'brouillon',
      scheduledAt: null,
      sentAt: null,
      authorName: 'Régine Messages',
      assemblyId: null,
      audience: { combine: 'et', filters: [{ kind: 'tous' }] },
      counts: { total: 0, sent: 0, waiting: 0, failed: 0, cancelled: 0 },
      excludedCount: 0,
    });
    expect(await journal(message.id)).toEqual([
      expect.objectContaining({ action: 'message.create', actor_id: admin.id }),
    ]);
  });

  it.each([
    ['an empty subject', { subject: '  ' }, 'subject', 'Le sujet est requis'],
    ['a subject on two lines', { subject: 'Un\nDeux' }, 'subject', undefined],
    ['an empty body', { bodyHtml: '' }, 'bodyHtml', 'Le message est vide'],
    [
      'a body sanitising empties',
      { bodyHtml: '<script>alert(1)</script><p></p>' },
      'bodyHtml',
      'Le message est vide',
    ],
    ['a reminder category', { category: 'rappels' }, 'category', undefined],
    ['an AG that does not exist', { assemblyId: MISSING }, 'assemblyId', 'Assemblée générale introuvable'],
  ])('refuses %s (400, naming the field)', async (_what, overrides, path, message) => {
    const response = await call('POST', '/api/admin/messages', draftInput(overrides));
    expect(response.statusCode).toBe(400);
    const field = response.json().error.fields.find((error: { path: string }) => error.path === path);
    expect(field).toBeDefined();
    if (message) expect(field.message).toBe(message);
  });
});

describe('GET /api/admin/messages and /:id', () => {
  it('lists newest first with counts and the author, filtered by status', async () => {
    const member = await createMember(t.db);
    const sent = await sentTo([member], { subject: 'Liste envoyée' });
    const kept = await draft({ subject: 'Liste brouillon' });
    const page = (await call('GET', '/api/admin/messages?pageSize=100')).json();
    const subjects = page.items.map((item: { subject: string }) => item.subject);
    expect(subjects.indexOf('Liste brouillon')).toBeLessThan(subjects.indexOf('Liste envoyée'));
    const sentItem = page.items.find((item: { id: string }) => item.id === sent.id);
    expect(sentItem).toMatchObject({
      status: 'envoi',
      authorName: 'Régine Messages',
      counts: { total: 1, waiting: 1, sent: 0, failed: 0, cancelled: 0 },
    });
    expect(sentItem).not.toHaveProperty('bodyHtml');
    const drafts = (await call('GET', '/api/admin/messages?status=brouillon&pageSize=100')).json();
    expect(drafts.items.every((item: { status: string }) => item.status === 'brouillon')).toBe(true);
    expect(drafts.items.map((item: { id: string }) => item.id)).toContain(kept.id);
    expect(drafts.items.map((item: { id: string }) => item.id)).not.toContain(sent.id);
  });

  it('refuses an unknown status or page (400), a malformed id (400), a missing message (404)', async () => {
    expect((await call('GET', '/api/admin/messages?status=perdu')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/messages?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/messages/pas-un-id')).statusCode).toBe(400);
    expect((await call('GET', `/api/admin/messages/${MISSING}`)).statusCode).toBe(404);
  });

  it('shows one message whole', async () => {
    const message = await draft({ subject: 'Détail' });
    const response = await call('GET', `/api/admin/messages/${message.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: message.id,
      subject: 'Détail',
      bodyText: expect.any(String),
    });
  });
});

describe('PATCH and DELETE /api/admin/messages/:id', () => {
  it('changes a draft and journals what changed', async () => {
    const message = await draft();
    const response = await call(
      'PATCH',
      `/api/admin/messages/${message.id}`,
      draftInput({ subject: 'Sujet revu', category: 'statutaire' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subject: 'Sujet revu', category: 'statutaire' });
    const lines = await journal(message.id);
    expect(lines.map((line) => line.action)).toEqual(['message.create', 'message.update']);
    expect(lines[1]?.changes).toEqual({
      subject: { before: 'Nouvelles de la saison', after: 'Sujet revu' },
      category: { before: "Informations de l'association", after: 'Vie statutaire' },
    });
  });

  it('refuses a bad body (400) and a missing message (404)', async () => {
    const message = await draft();
    const bad = await call('PATCH', `/api/admin/messages/${message.id}`, draftInput({ subject: '' }));
    expect(bad.statusCode).toBe(400);
    expect((await call('PATCH', `/api/admin/messages/${MISSING}`, draftInput())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/messages/${MISSING}`)).statusCode).toBe(404);
  });

  it('deletes a draft (204), journalled', async () => {
    const message = await draft();
    const response = await call('DELETE', `/api/admin/messages/${message.id}`);
    expect(response.statusCode).toBe(204);
    expect(await t.db.$count(messages, eq(messages.id, message.id))).toBe(0);
    expect((await journal(message.id)).map((line) => line.action)).toEqual([
      'message.create',
      'message.delete',
    ]);
  });

  it('refuses to change or delete a message once sent (409)', async () => {
    const message = await sentTo([await createMember(t.db)]);
    const update = await call('PATCH', `/api/admin/messages/${message.id}`, draftInput());
    expect(update.statusCode).toBe(409);
    expect(update.json().error.code).toBe('MESSAGE_STATUS');
    expect((await call('DELETE', `/api/admin/messages/${message.id}`)).statusCode).toBe(409);
  });
});

describe('POST /api/admin/messages/:id/test', () => {
  it('mails the calling administrator alone, subject marked, with their own personal fields', async () => {
    await addAdhesion(t.db, admin.id, { startedDaysAgo: 10 });
    const message = await draft({
      subject: 'Essai {prenom}',
      bodyHtml: '<p>Bonjour {prenom} {nom}, fin le {fin_adhesion}</p>',
    });
    const before = await t.db.$count(mailOutbox);
    const response = await call('POST', `/api/admin/messages/${message.id}/test`);
    expect(response.statusCode).toBe(202);
    expect(await t.db.$count(mailOutbox)).toBe(before + 1);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, '[Test] Essai Régine'));
    expect(mail?.to).toBe(admin.email);
    expect(mail?.text).toMatch(/^Bonjour Régine Messages, fin le \d{2}\/\d{2}\/\d{4}/);
    // A test changes nothing of the message.
    expect(await recipientRows(message.id)).toEqual([]);
    expect((await journal(message.id)).map((line) => line.action)).toEqual(['message.create']);
  });

  it('refuses a malformed id (400) and a missing message (404)', async () => {
    expect((await call('POST', '/api/admin/messages/x/test')).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/messages/${MISSING}/test`)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/messages/:id/send', () => {
  it('writes exactly one waiting row per recipient, leaving opted-out members out, and journals the count', async () => {
    const [a, b, c] = [await createMember(t.db), await createMember(t.db), await createMember(t.db)];
    const away = await createMember(t.db);
    await optOut(t.db, away.id, 'informations');
    const message = await draft({ audience: chosen(a.id, b.id, c.id, away.id) });
    const response = await call('POST', `/api/admin/messages/${message.id}/send`, { scheduledAt: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'envoi',
      scheduledAt: null,
      sentAt: expect.any(String),
      excludedCount: 1,
      counts: { total: 3, waiting: 3 },
    });
    const rows = await recipientRows(message.id);
    expect(rows.map((row) => row.user_id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(rows.every((row) => row.status === 'en_attente' && row.attempts === 0)).toBe(true);
    const lines = await journal(message.id);
    expect(lines.at(-1)).toMatchObject({
      action: 'message.send',
      actor_id: admin.id,
      changes: {
        recipients: { before: null, after: 3 },
        excluded_count: { before: null, after: 1 },
        audience: { before: null, after: '4 membres choisis' },
      },
    });
  });

  it('sends a convocation to members who left the news', async () => {
    const away = await createMember(t.db);
    await optOut(t.db, away.id, 'informations');
    const message = await sentTo([away], { category: 'statutaire' });
    expect(await recipientRows(message.id)).toHaveLength(1);
  });

  it('schedules: recipients wait for the date, the message is programmé', async () => {
    const member = await createMember(t.db);
    const message = await draft({ audience: chosen(member.id) });
    const scheduledAt = inDays(3);
    const response = await call('POST', `/api/admin/messages/${message.id}/send`, { scheduledAt });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'programme', scheduledAt, sentAt: scheduledAt });
    const [row] = await recipientRows(message.id);
    expect(row?.next_attempt_at.toISOString()).toBe(scheduledAt);
  });

  it('refuses an audience of nobody (400) and writes nothing', async () => {
    const pending = await createMember(t.db, { is_active: false });
    const message = await draft({ audience: chosen(pending.id) });
    const response = await call('POST', `/api/admin/messages/${message.id}/send`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('EMPTY_AUDIENCE');
    expect((await call('GET', `/api/admin/messages/${message.id}`)).json().status).toBe('brouillon');
    expect(await recipientRows(message.id)).toEqual([]);
  });

  it('refuses a date gone by or malformed (400)', async () => {
    const message = await draft({ audience: chosen((await createMember(t.db)).id) });
    const past = await call('POST', `/api/admin/messages/${message.id}/send`, { scheduledAt: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual([
      { path: 'scheduledAt', message: 'La date d’envoi programmé doit être à venir' },
    ]);
    const malformed = await call('POST', `/api/admin/messages/${message.id}/send`, { scheduledAt: 'demain' });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses to send twice (409), and a missing message (404)', async () => {
    const message = await sentTo([await createMember(t.db)]);
    const again = await call('POST', `/api/admin/messages/${message.id}/send`, {});
    expect(again.statusCode).toBe(409);
    expect(await recipientRows(message.id)).toHaveLength(1);
    expect((await call('POST', `/api/admin/messages/${MISSING}/send`, {})).statusCode).toBe(404);
  });
});

describe('POST /api/admin/messages/:id/send with its reminder', () => {
  /** A convocation draft to these members, for an AG `days` from now. */
  async function convocation(days: number, recipients: TestUser[]) {
    const assembly = await createAssembly(t.db, { date: new Date(inDays(days)) });
    const message = await draft({
      category: 'statutaire',
      subject: 'Convocation à l’AG',
      assemblyId: assembly.id,
      audience: chosen(...recipients.map((member) => member.id)),
    });
    return { assembly, message };
  }

  it('programs a reminder two days before the AG, to the same recipients, journalled', async () => {
    const members = [await createMember(t.db), await createMember(t.db)];
    const { assembly, message } = await convocation(10, members);
    const response = await call('POST', `/api/admin/messages/${message.id}/send`, { reminder: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: message.id, status: 'envoi', counts: { total: 2 } });
    const [reminder] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.assembly_id, assembly.id), eq(messages.status, 'programme')));
    const remindAt = new Date(assembly.date.getTime() - 48 * 3_600_000).toISOString();
    expect(reminder).toMatchObject({
      category: 'statutaire',
      subject: 'Rappel : Convocation à l’AG',
      created_by: admin.id,
    });
    expect(reminder?.scheduled_at?.toISOString()).toBe(remindAt);
    const rows = await recipientRows(reminder?.id ?? '');
    expect(rows.map((row) => row.user_id).sort()).toEqual(members.map((member) => member.id).sort());
    expect(
      rows.every((row) => row.status === 'en_attente' && row.next_attempt_at.toISOString() === remindAt),
    ).toBe(true);
    expect(await journal(reminder?.id ?? '')).toEqual([
      expect.objectContaining({
        action: 'message.send',
        actor_id: admin.id,
        changes: expect.objectContaining({
          recipients: { before: null, after: 2 },
          scheduled_at: { before: null, after: remindAt },
        }),
      }),
    ]);
  });

  it('refuses a reminder without an assembly, or too late, on its field (400), and writes nothing', async () => {
    const member = await createMember(t.db);
    const news = await draft({ audience: chosen(member.id) });
    const { message: soon } = await convocation(1.5, [member]);
    const { message: scheduled } = await convocation(5, [member]);
    const cases = [
      [news.id, {}, 'Seule une convocation à une assemblée générale peut avoir un rappel'],
      [soon.id, {}, 'Trop tard pour un rappel'],
      // Programmed four days ahead: the reminder would leave before the convocation itself.
      [scheduled.id, { scheduledAt: inDays(4) }, 'Trop tard pour un rappel'],
    ] as const;
    for (const [id, body, message] of cases) {
      const response = await call('POST', `/api/admin/messages/${id}/send`, { ...body, reminder: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual([
        { path: 'reminder', message: expect.stringContaining(message) },
      ]);
      expect((await call('GET', `/api/admin/messages/${id}`)).json().status).toBe('brouillon');
      expect(await recipientRows(id)).toEqual([]);
    }
    const malformed = await call('POST', `/api/admin/messages/${news.id}/send`, { reminder: 'oui' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /api/admin/messages/:id/cancel and /resend-failed', () => {
  it('cancels what has not left: the waiting recipients, not the ones already sent', async () => {
    const [first, second] = [await createMember(t.db), await createMember(t.db)];
    const message = await sentTo([first, second]);
    await t.db
      .update(messageRecipients)
      .set({ status: 'envoye', sent_at: new Date(), email: first.email })
      .where(and(eq(messageRecipients.message_id, message.id), eq(messageRecipients.user_id, first.id)));
    const response = await call('POST', `/api/admin/messages/${message.id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'annule', counts: { total: 2, sent: 1, cancelled: 1 } });
    expect((await journal(message.id)).at(-1)).toMatchObject({
      action: 'message.cancel',
      changes: { cancelled: { before: null, after: 1 } },
    });
    expect((await call('POST', `/api/admin/messages/${message.id}/cancel`)).statusCode).toBe(409);
  });

  it('refuses to cancel a draft (409) or a missing message (404)', async () => {
    const message = await draft();
    expect((await call('POST', `/api/admin/messages/${message.id}/cancel`)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/messages/${MISSING}/cancel`)).statusCode).toBe(404);
  });

  it('puts the failed recipients back in the queue, from their first attempt', async () => {
    const [ok, failed] = [await createMember(t.db), await createMember(t.db)];
    const message = await sentTo([ok, failed]);
    await t.db
      .update(messageRecipients)
      .set({ status: 'echec', attempts: 5, last_error: '550 Mailbox unavailable' })
      .where(and(eq(messageRecipients.message_id, message.id), eq(messageRecipients.user_id, failed.id)));
    await t.db.update(messages).set({ status: 'envoye' }).where(eq(messages.id, message.id));
    const response = await call('POST', `/api/admin/messages/${message.id}/resend-failed`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'envoi', counts: { waiting: 2, failed: 0 } });
    const row = (await recipientRows(message.id)).find((recipient) => recipient.user_id === failed.id);
    expect(row).toMatchObject({ status: 'en_attente', attempts: 0 });
    expect((await journal(message.id)).at(-1)).toMatchObject({
      action: 'message.resend-failed',
      changes: { failed: { before: null, after: 1 } },
    });
  });

  it('refuses when nothing failed, for a draft (409), and a missing message (404)', async () => {
    const sent = await sentTo([await createMember(t.db)]);
    const none = await call('POST', `/api/admin/messages/${sent.id}/resend-failed`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NO_FAILED_RECIPIENTS');
    const kept = await draft();
    expect((await call('POST', `/api/admin/messages/${kept.id}/resend-failed`)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/messages/${MISSING}/resend-failed`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/messages/:id/recipients and recipients.csv', () => {
  let message: { id: string };
  let failing: TestUser;

  beforeAll(async () => {
    const zoe = await createMember(t.db, { prenom: 'Zoé', nom: 'Arnaud' });
    failing = await createMember(t.db, { prenom: '=Basile', nom: 'Bertin' });
    const claire = await createMember(t.db, { prenom: 'Claire', nom: 'Caron' });
    message = await sentTo([claire, failing, zoe]);
    await t.db
      .update(messageRecipients)
      .set({ status: 'echec', last_error: '550 Mailbox unavailable' })
      .where(and(eq(messageRecipients.message_id, message.id), eq(messageRecipients.user_id, failing.id)));
  });

  it('pages the recipients by name, searched and filtered by state', async () => {
    const page = (await call('GET', `/api/admin/messages/${message.id}/recipients?pageSize=2`)).json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((item: { nom: string }) => item.nom)).toEqual(['Arnaud', 'Bertin']);
    expect(page.items[0]).toEqual({
      userId: expect.any(String),
      prenom: 'Zoé',
      nom: 'Arnaud',
      email: expect.stringContaining('@exemple.fr'),
      status: 'en_attente',
      sentAt: null,
      lastError: null,
      readAt: null,
    });
    const searched = (await call('GET', `/api/admin/messages/${message.id}/recipients?search=zoe`)).json();
    expect(searched.items.map((item: { prenom: string }) => item.prenom)).toEqual(['Zoé']);
    const failed = (await call('GET', `/api/admin/messages/${message.id}/recipients?status=echec`)).json();
    expect(failed).toMatchObject({
      total: 1,
      items: [{ userId: failing.id, lastError: '550 Mailbox unavailable' }],
    });
  });

  it('refuses an unknown state (400) and a missing message (404)', async () => {
    expect((await call('GET', `/api/admin/messages/${message.id}/recipients?status=lu`)).statusCode).toBe(
      400,
    );
    expect((await call('GET', `/api/admin/messages/${MISSING}/recipients`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/messages/${MISSING}/recipients.csv`)).statusCode).toBe(404);
  });

  it('exports them for French Excel, a name starting like a formula kept as text', async () => {
    const response = await call('GET', `/api/admin/messages/${message.id}/recipients.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/destinataires-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Nom";"Prénom";"Email";"État";"Envoyé le";"Erreur";"Lu le"');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^"Bertin";"'=Basile";"[^"]+";"Échec";"";"550 Mailbox unavailable";""$/);
    const waiting = await call('GET', `/api/admin/messages/${message.id}/recipients.csv?status=en_attente`);
    expect(waiting.body.trim().split('\r\n')).toHaveLength(3);
  });

  it('exports every recipient once across its batches, many sharing a name', async () => {
    const crowd = `Foule${Math.random().toString(36).slice(2, 6)}`;
    // More than two batches of 1,000, and three names by four first names: the batches must break
    // ties on the id, or a row is skipped or written twice at their seams.
    await t.db.execute(sql`insert into users (id, name, email, prenom, nom, is_active)
      select gen_random_uuid(), 'Membre', 'f' || n || '-' || ${crowd.toLowerCase()} || '@exemple.fr',
        'P' || (n % 4), ${crowd} || (n % 3), true
      from generate_series(1, ${CROWD_SIZE}::integer) as n`);
    const crowded = await createSentMessage(t.db, { recipients: [] });
    await t.db.execute(sql`insert into ${messageRecipients} (message_id, user_id, status)
      select ${crowded.id}::uuid, id, 'en_attente' from users where nom like ${`${crowd}%`}`);
    const response = await call('GET', `/api/admin/messages/${crowded.id}/recipients.csv`);
    expect(response.statusCode).toBe(200);
    const emails = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';')[2]);
    expect(emails).toHaveLength(CROWD_SIZE);
    expect(new Set(emails).size).toBe(CROWD_SIZE);
  });
});
