import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../domain/format.ts';
import { seasonStart } from '../../../domain/member-messages.ts';
import { todayIso } from '../../../domain/members.ts';
import { messageRecipients, users } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { ALL_MEMBERS, createSentMessage } from '../../testing/member-messages-factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let reader: TestUser;
let readerCookie: string;
let other: TestUser;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  reader = await createMember(t.db, { prenom: 'Léa <i>', nom: 'Martin' });
  readerCookie = await signedInAs(t.ctx, reader);
  other = await createMember(t.db);
  otherCookie = await signedInAs(t.ctx, other);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const markRead = (messageId: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/messages/${messageId}/read`, headers: cookie ? { cookie } : {} });
const readAt = async (messageId: string, userId: string) =>
  (
    await t.db
      .select({ readAt: messageRecipients.read_at })
      .from(messageRecipients)
      .where(and(eq(messageRecipients.message_id, messageId), eq(messageRecipients.user_id, userId)))
  )[0]?.readAt;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('GET /api/messages', () => {
  it('lists the messages the member received, newest first, with how many are unread', async () => {
    const older = await createSentMessage(t.db, {
      recipients: [reader.id, other.id],
      subject: 'Assemblée de printemps',
      category: 'statutaire',
      recipientStatus: 'envoye',
      sentAt: daysAgo(3),
    });
    const newer = await createSentMessage(t.db, {
      recipients: [reader.id],
      subject: 'Sortie au musée',
      recipientStatus: 'envoye',
      sentAt: daysAgo(1),
    });
    // Refused by the member's mail server: still theirs to read.
    const refused = await createSentMessage(t.db, {
      recipients: [reader.id],
      subject: 'Adresse refusée',
      recipientStatus: 'echec',
      sentAt: daysAgo(2),
    });
    // Waiting, cancelled, or to someone else: not shown.
    await createSentMessage(t.db, { recipients: [reader.id], subject: 'Pas encore parti' });
    await createSentMessage(t.db, { recipients: [reader.id], subject: 'Annulé', recipientStatus: 'annule' });
    await createSentMessage(t.db, {
      recipients: [other.id],
      subject: 'Pour un autre',
      recipientStatus: 'envoye',
    });

    const response = await get('/api/messages', readerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          id: newer.id,
          category: 'informations',
          subject: 'Sortie au musée',
          sentAt: expect.any(String),
          read: false,
        },
        {
          id: refused.id,
          category: 'informations',
          subject: 'Adresse refusée',
          sentAt: expect.any(String),
          read: false,
        },
        {
          id: older.id,
          category: 'statutaire',
          subject: 'Assemblée de printemps',
          sentAt: expect.any(String),
          read: false,
        },
      ],
      total: 3,
      unread: 3,
      page: 1,
      pageSize: 20,
    });

    const second = await get('/api/messages?page=2&pageSize=2', readerCookie);
    expect(second.json()).toMatchObject({
      items: [{ id: older.id }],
      total: 3,
      unread: 3,
      page: 2,
      pageSize: 2,
    });
  });

  it('answers 400 to a page that is not a number, and 401 signed out', async () => {
    const bad = await get('/api/messages?page=abc&pageSize=500', readerCookie);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['page', 'pageSize']);
    expect((await get('/api/messages')).statusCode).toBe(401);
  });
});

describe('GET /api/messages/:id', () => {
  it('shows the message with the member’s own fields, escaped, and marks nothing read', async () => {
    const message = await createSentMessage(t.db, {
      recipients: [reader.id, other.id],
      subject: 'Pour {prenom}',
      bodyHtml: '<p>Bonjour {prenom} {nom}, <a href="/documents?document=1">le document</a></p>',
      recipientStatus: 'envoye',
    });
    const response = await get(`/api/messages/${message.id}`, readerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: message.id,
      category: 'informations',
      subject: 'Pour Léa <i>',
      sentAt: expect.any(String),
      bodyHtml: '<p>Bonjour Léa &#60;i&#62; Martin, <a href="/documents?document=1">le document</a></p>',
    });
    expect(await readAt(message.id, reader.id)).toBeNull();
  });

  it('shows the end of the member’s own membership, not another row’s', async () => {
    const member = await createMember(t.db);
    const cookie = await signedInAs(t.ctx, member);
    const adhesion = await addAdhesion(t.db, member.id, { startedDaysAgo: 10 });
    const message = await createSentMessage(t.db, {
      recipients: [member.id],
      bodyHtml: '<p>Jusqu’au {fin_adhesion}</p>',
      recipientStatus: 'envoye',
    });
    const response = await get(`/api/messages/${message.id}`, cookie);
    expect(response.json().bodyHtml).toBe(`<p>Jusqu’au ${formatDate(adhesion.date_fin)}</p>`);
  });

  it('answers 404 for another member’s message, 400 for a malformed id, 401 signed out', async () => {
    const theirs = await createSentMessage(t.db, { recipients: [other.id], recipientStatus: 'envoye' });
    const notFound = await get(`/api/messages/${theirs.id}`, readerCookie);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error.message).toBe('Message introuvable');
    expect((await get('/api/messages/pas-un-id', readerCookie)).statusCode).toBe(400);
    expect((await get(`/api/messages/${theirs.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/messages/:id/read', () => {
  it('marks the message read for the member only, and says so in their list', async () => {
    const message = await createSentMessage(t.db, {
      recipients: [reader.id, other.id],
      recipientStatus: 'envoye',
    });
    const response = await markRead(message.id, readerCookie);
    expect(response.statusCode).toBe(204);
    const firstRead = await readAt(message.id, reader.id);
    expect(firstRead).toEqual(expect.any(Date));
    expect(await readAt(message.id, other.id)).toBeNull();
    const list = (await get('/api/messages', readerCookie)).json();
    expect(list.items.find((item: { id: string }) => item.id === message.id)?.read).toBe(true);
    // Opened again: the first reading stays.
    expect((await markRead(message.id, readerCookie)).statusCode).toBe(204);
    expect(await readAt(message.id, reader.id)).toEqual(firstRead);
  });

  it('answers 404 for another member’s message, 400 for a malformed id, 401 signed out', async () => {
    const theirs = await createSentMessage(t.db, { recipients: [other.id], recipientStatus: 'envoye' });
    const notFound = await markRead(theirs.id, readerCookie);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error.message).toBe('Message introuvable');
    expect((await markRead('pas-un-id', readerCookie)).statusCode).toBe(400);
    expect((await markRead(theirs.id)).statusCode).toBe(401);
    expect(await readAt(theirs.id, other.id)).toBeNull();
  });
});

describe('the news of the season for a member who joins later', () => {
  it('shows the news sent to all members this season before they joined, and nothing else', async () => {
    // The season's first midnight in Paris, as the query reads it (1 September is in summer time):
    // 12:00Z there would be later than now on 1 September mornings, after the newcomer joined.
    const seasonBegan = new Date(`${seasonStart(todayIso())}T00:00:00+02:00`);
    const daysBefore = (days: number) =>
      new Date(Math.max(seasonBegan.getTime(), Date.now() - days * 86_400_000));
    const news = await createSentMessage(t.db, {
      recipients: [reader.id],
      subject: 'Programme de la saison',
      audience: ALL_MEMBERS,
      recipientStatus: 'envoye',
      sentAt: daysBefore(2),
    });
    await createSentMessage(t.db, {
      recipients: [reader.id],
      subject: 'Convocation passée',
      category: 'statutaire',
      audience: ALL_MEMBERS,
      recipientStatus: 'envoye',
      sentAt: daysBefore(2),
    });
    await createSentMessage(t.db, {
      recipients: [reader.id],
      subject: 'Aux membres du bureau',
      audience: { combine: 'et', filters: [{ kind: 'bureau' }] },
      recipientStatus: 'envoye',
      sentAt: daysBefore(2),
    });
    await createSentMessage(t.db, {
      recipients: [reader.id],
      subject: 'Saison dernière',
      audience: ALL_MEMBERS,
      recipientStatus: 'envoye',
      sentAt: new Date(seasonBegan.getTime() - 2 * 86_400_000),
    });
    const newcomer = await createMember(t.db);
    const cookie = await signedInAs(t.ctx, newcomer);

    const listed = (await get('/api/messages', cookie)).json();
    expect(listed).toMatchObject({
      items: [{ id: news.id, subject: 'Programme de la saison', read: true }],
      total: 1,
      unread: 0,
    });
    expect((await get(`/api/messages/${news.id}`, cookie)).statusCode).toBe(200);

    // A member who was there and did not get it (they had left the news) does not see it.
    const [joined] = await t.db.select({ at: users.createdAt }).from(users).where(eq(users.id, other.id));
    await t.db
      .update(users)
      .set({ createdAt: daysAgo(400) })
      .where(eq(users.id, other.id));
    expect((await get(`/api/messages/${news.id}`, otherCookie)).statusCode).toBe(404);
    await t.db.update(users).set({ createdAt: joined?.at }).where(eq(users.id, other.id));

    const adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
    const settings = (await get('/api/admin/settings', adminCookie)).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: adminCookie },
      payload: { ...settings, messages_archive_newcomers: false },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/messages', cookie)).json()).toMatchObject({ items: [], total: 0 });
    expect((await get(`/api/messages/${news.id}`, cookie)).statusCode).toBe(404);
  });
});
