import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AG_RULES, VOTE_QUESTIONS } from '../../../domain/assemblies.ts';
import { assembleesGenerales, commentairesAg, documentsAg, presencesAg, votesAg } from '../../db/schema.ts';
import { createAssembly, insertVotes } from '../../testing/assemblies-factories.ts';
import { createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let member: TestUser;
let other: TestUser;
let cookie: string;
let otherCookie: string;
const unknownId = '00000000-0000-4000-8000-000000000000';
const [moral, financier] = VOTE_QUESTIONS;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.db, { prenom: 'Jeanne', nom: 'Petit' });
  other = await createMember(t.db, { prenom: 'Paul', nom: 'Roux' });
  // Both are à jour, so they have a vote by the default rule.
  await Promise.all([addAdhesion(t.db, member.id), addAdhesion(t.db, other.id)]);
  cookie = await signedInAs(t.ctx, member);
  otherCookie = await signedInAs(t.ctx, other);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(assembleesGenerales);
});

type Call = { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object; cookie?: string };
const call = ({ method, url, payload, cookie: as }: Call) =>
  t.app.inject({ method, url, payload, headers: as ? { cookie: as } : {} });
const presence = (agId: string, payload: object, as = cookie) =>
  call({ method: 'PUT', url: `/api/assemblies/${agId}/presence`, payload, cookie: as });
const vote = (agId: string, payload: object, as = cookie) =>
  call({ method: 'PUT', url: `/api/assemblies/${agId}/votes`, payload, cookie: as });
const comment = (agId: string, payload: object, as = cookie) =>
  call({ method: 'POST', url: `/api/assemblies/${agId}/comments`, payload, cookie: as });
const current = (as = cookie) => call({ method: 'GET', url: '/api/assemblies/current', cookie: as });

describe('GET /api/assemblies/current', () => {
  it('shows the AG being held before the next one to come, with only my own answers', async () => {
    const soon = await createAssembly(t.db, { date: new Date(Date.now() + 86_400_000) });
    await createAssembly(t.db, { date: new Date(Date.now() + 90 * 86_400_000) });
    expect((await current()).json().assembly.id).toBe(soon.id);

    const held = await createAssembly(t.db, {
      status: 'en_cours',
      date: new Date(),
      lien_visio: 'https://visio.exemple.fr/ag',
    });
    await insertVotes(t.db, held.id, [
      { user_id: member.id, question: moral, vote: 'oui' },
      { user_id: other.id, question: moral, vote: 'non' },
    ]);
    const body = (await current()).json().assembly;
    expect(body).toMatchObject({
      id: held.id,
      status: 'en_cours',
      lien_visio: 'https://visio.exemple.fr/ag',
    });
    expect(body.my_votes).toEqual([{ question: moral, vote: 'oui' }]);
    expect(body.my_presence).toBeNull();
  });

  it('answers no AG when only finished ones exist', async () => {
    await createAssembly(t.db, { status: 'terminee', date: new Date(Date.now() - 86_400_000) });
    const response = await current();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ assembly: null, upcoming: null });
  });

  it('gives the next AG to come beside the one being held, so that members answer its presence', async () => {
    const next = await createAssembly(t.db, { date: new Date(Date.now() + 60 * 86_400_000) });
    await createAssembly(t.db, { date: new Date(Date.now() + 400 * 86_400_000) });
    // Alone, the next AG is the current one and nothing else is given.
    expect((await current()).json()).toMatchObject({ assembly: { id: next.id }, upcoming: null });

    const held = await createAssembly(t.db, { status: 'en_cours', date: new Date() });
    expect((await presence(held.id, { present: true })).statusCode).toBe(409);
    const answered = await presence(next.id, { present: false, procuration_user_id: other.id });
    expect(answered.statusCode).toBe(200);
    const body = (await current()).json();
    expect(body.assembly).toMatchObject({ id: held.id, status: 'en_cours', my_presence: null });
    expect(body.upcoming).toMatchObject({
      id: next.id,
      status: 'a_venir',
      my_presence: { present: false, procuration_user_id: other.id },
      my_votes: [],
    });
  });

  it('carries neither the comments (paged apart) nor anything of the other members', async () => {
    const ag = await createAssembly(t.db);
    await t.db.insert(presencesAg).values({ ag_id: ag.id, user_id: other.id, present: true });
    await t.db.insert(commentairesAg).values({ ag_id: ag.id, user_id: other.id, commentaire: 'Bonjour' });
    expect(Object.keys((await current()).json().assembly).sort()).toEqual([
      'date',
      'documents',
      'id',
      'kind',
      'lien_visio',
      'lieu',
      'my_presence',
      'my_votes',
      'ordre_du_jour',
      'resolutions',
      'rights',
      'status',
    ]);
  });

  it('answers 401 signed out', async () => {
    expect((await call({ method: 'GET', url: '/api/assemblies/current' })).statusCode).toBe(401);
  });
});

describe('GET /api/assemblies/past', () => {
  const past = (query = '') => call({ method: 'GET', url: `/api/assemblies/past${query}`, cookie });
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  it('pages the finished AGs, the latest first, each with its documents and its tally', async () => {
    const oldest = await createAssembly(t.db, { status: 'terminee', date: daysAgo(700) });
    const middle = await createAssembly(t.db, { status: 'terminee', date: daysAgo(360) });
    const latest = await createAssembly(t.db, { status: 'terminee', date: daysAgo(5) });
    await t.db.insert(documentsAg).values([
      { ag_id: latest.id, type: 'proces_verbal', nom: 'Procès-verbal', url: 'documents-ag/x/pv.pdf' },
      { ag_id: middle.id, type: 'convocation', nom: 'Convocation 2025', url: 'documents-ag/y/c.pdf' },
    ]);
    await insertVotes(t.db, latest.id, [
      { user_id: member.id, question: moral, vote: 'oui' },
      { user_id: other.id, question: moral, vote: 'non' },
      { user_id: other.id, question: financier, vote: 'oui' },
    ]);
    await t.db.insert(presencesAg).values([
      { ag_id: latest.id, user_id: member.id, present: true },
      { ag_id: latest.id, user_id: other.id, present: false, procuration_user_id: member.id },
    ]);

    const first = await past();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const [shownLatest, shownMiddle] = first.json().items;
    expect([shownLatest.id, shownMiddle.id]).toEqual([latest.id, middle.id]);
    expect(shownLatest).toMatchObject({
      status: 'terminee',
      lieu: 'Salle des fêtes, Lyon',
      ordre_du_jour: ['Rapport moral', 'Rapport financier'],
      documents: [{ type: 'proces_verbal', nom: 'Procès-verbal' }],
      tally: {
        present: 1,
        proxies: 1,
        questions: [
          { question: moral, oui: 1, non: 1, abstention: 0 },
          { question: financier, oui: 1, non: 0, abstention: 0 },
        ],
      },
    });
    expect(shownMiddle.documents).toMatchObject([{ nom: 'Convocation 2025' }]);
    expect(shownMiddle.tally).toMatchObject({ present: 0, proxies: 0 });

    const second = (await past('?page=2')).json();
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([oldest.id]);
  });

  it('never shows an AG to come or being held, nor the tally of one being voted', async () => {
    const held = await createAssembly(t.db, { status: 'en_cours', date: daysAgo(0) });
    await createAssembly(t.db, { status: 'a_venir', date: daysAgo(30) });
    await insertVotes(t.db, held.id, [{ user_id: other.id, question: moral, vote: 'non' }]);
    const response = await past();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 2 });
    // The AG being held stays the member's current one, with only their own answers.
    expect(Object.keys((await current()).json().assembly)).not.toContain('tally');
  });

  it('keeps a page under 100 KB with every agenda point and document name at its limit', async () => {
    const longText = (length: number) => 'é'.repeat(length / 2) + 'a'.repeat(length / 2);
    for (const days of [10, 20, 30]) {
      const ag = await createAssembly(t.db, {
        status: 'terminee',
        date: daysAgo(days),
        lieu: longText(300),
        ordre_du_jour: Array.from({ length: 50 }, () => longText(500)),
      });
      await t.db.insert(documentsAg).values(
        Array.from({ length: 20 }, (_, index) => ({
          ag_id: ag.id,
          type: 'autre',
          nom: longText(200),
          url: `documents-ag/${ag.id}/autre_${index}.pdf`,
        })),
      );
    }
    const response = await past();
    expect(response.json().items).toHaveLength(2);
    expect(Buffer.byteLength(response.body)).toBeLessThan(100_000);
  });

  it('answers 400 naming the field for a page out of bounds, 401 signed out', async () => {
    const tooLarge = await past('?pageSize=3');
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.fields).toEqual([expect.objectContaining({ path: 'pageSize' })]);
    expect((await past('?page=0')).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/assemblies/past' })).statusCode).toBe(401);
  });
});

describe('PUT /api/assemblies/:id/presence', () => {
  const rowOf = async (agId: string, userId: string) =>
    (
      await t.db
        .select()
        .from(presencesAg)
        .where(and(eq(presencesAg.ag_id, agId), eq(presencesAg.user_id, userId)))
    )[0];

  it('gives a proxy, then ticking present clears it, keeping one row per AG and member', async () => {
    const ag = await createAssembly(t.db);
    const given = await presence(ag.id, { present: false, procuration_user_id: other.id });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({ present: false, procuration_user_id: other.id });

    const ticked = await presence(ag.id, { present: true, procuration_user_id: other.id });
    expect(ticked.json()).toEqual({ present: true, procuration_user_id: null });
    const rows = await t.db.select().from(presencesAg).where(eq(presencesAg.ag_id, ag.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: member.id, present: true, procuration_user_id: null });
  });

  it('keeps the proxy when present is unticked', async () => {
    const ag = await createAssembly(t.db);
    await presence(ag.id, { present: false, procuration_user_id: other.id });
    await presence(ag.id, { present: false, procuration_user_id: other.id });
    expect(await rowOf(ag.id, member.id)).toMatchObject({ present: false, procuration_user_id: other.id });
  });

  it('refuses a proxy to oneself or to someone who is not a validated member', async () => {
    const ag = await createAssembly(t.db);
    const self = await presence(ag.id, { present: false, procuration_user_id: member.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(AG_RULES.selfProxy);
    const pending = await createMember(t.db, { is_active: false });
    expect((await presence(ag.id, { present: false, procuration_user_id: pending.id })).statusCode).toBe(400);
    expect((await presence(ag.id, { present: 'oui' })).statusCode).toBe(400);
    expect(await rowOf(ag.id, member.id)).toBeUndefined();
  });

  it('refuses changes unless the AG is to come; a terminated AG says it is final', async () => {
    const refusals = { en_cours: AG_RULES.participationClosed, terminee: AG_RULES.finished };
    for (const [status, message] of Object.entries(refusals) as [keyof typeof refusals, string][]) {
      const ag = await createAssembly(t.db, { status });
      const response = await presence(ag.id, { present: true });
      expect(response.statusCode, status).toBe(409);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('changes only the caller’s own row', async () => {
    const ag = await createAssembly(t.db);
    await presence(ag.id, { present: true }, otherCookie);
    await presence(ag.id, { present: false, procuration_user_id: other.id });
    expect(await rowOf(ag.id, other.id)).toMatchObject({ present: true, procuration_user_id: null });
    expect((await current(otherCookie)).json().assembly.my_presence).toEqual({
      present: true,
      procuration_user_id: null,
    });
  });

  it('answers 401 signed out and 404 for an unknown AG', async () => {
    const ag = await createAssembly(t.db);
    expect(
      (await call({ method: 'PUT', url: `/api/assemblies/${ag.id}/presence`, payload: { present: true } }))
        .statusCode,
    ).toBe(401);
    expect((await presence(unknownId, { present: true })).statusCode).toBe(404);
  });
});

describe('PUT /api/assemblies/:id/votes', () => {
  it('records one vote per question, changeable while the AG is held', async () => {
    const ag = await createAssembly(t.db, { status: 'en_cours' });
    expect((await vote(ag.id, { question: moral, vote: 'oui' })).statusCode).toBe(200);
    expect((await vote(ag.id, { question: moral, vote: 'abstention' })).json()).toEqual({
      question: moral,
      vote: 'abstention',
    });
    await vote(ag.id, { question: financier, vote: 'non' });
    await vote(ag.id, { question: moral, vote: 'oui' }, otherCookie);
    const mine = await t.db
      .select()
      .from(votesAg)
      .where(and(eq(votesAg.ag_id, ag.id), eq(votesAg.user_id, member.id)));
    const [others] = await t.db.select().from(votesAg).where(eq(votesAg.user_id, other.id));
    expect(others).toMatchObject({ ag_id: ag.id, question: moral, vote: 'oui' });
    expect(mine.map((row) => [row.question, row.vote]).sort()).toEqual([
      [financier, 'non'],
      [moral, 'abstention'],
    ]);
  });

  it('refuses a vote unless the AG is held', async () => {
    for (const status of ['a_venir', 'terminee'] as const) {
      const ag = await createAssembly(t.db, { status });
      const response = await vote(ag.id, { question: moral, vote: 'oui' });
      expect(response.statusCode, status).toBe(409);
      expect(response.json().error.message).toBe(AG_RULES.votingClosed);
    }
    expect(await t.db.select().from(votesAg)).toHaveLength(0);
  });

  it('answers 400 for an unknown question or answer, 401 signed out', async () => {
    const ag = await createAssembly(t.db, { status: 'en_cours' });
    expect((await vote(ag.id, { question: 'Autre ?', vote: 'oui' })).statusCode).toBe(400);
    expect((await vote(ag.id, { question: moral, vote: 'peut-être' })).statusCode).toBe(400);
    expect(
      (
        await call({
          method: 'PUT',
          url: `/api/assemblies/${ag.id}/votes`,
          payload: { question: moral, vote: 'oui' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/assemblies/:id/comments', () => {
  it('stores the trimmed text, not hidden', async () => {
    const ag = await createAssembly(t.db, { status: 'terminee' });
    const response = await comment(ag.id, { commentaire: '  Merci au bureau !  ' });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(commentairesAg).where(eq(commentairesAg.ag_id, ag.id));
    expect(row).toMatchObject({ user_id: member.id, commentaire: 'Merci au bureau !', modere: false });
  });

  it('answers 400 for a blank text, 401 signed out, 404 for an unknown AG', async () => {
    const ag = await createAssembly(t.db);
    expect((await comment(ag.id, { commentaire: '   ' })).statusCode).toBe(400);
    expect(
      (
        await call({
          method: 'POST',
          url: `/api/assemblies/${ag.id}/comments`,
          payload: { commentaire: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await comment(unknownId, { commentaire: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /api/assemblies/:id/comments', () => {
  const listComments = (agId: string, query = '', as = cookie) =>
    call({ method: 'GET', url: `/api/assemblies/${agId}/comments${query}`, cookie: as });

  /** Comments a minute apart, the first one oldest. */
  const insertComments = (agId: string, texts: string[], modere = false) =>
    t.db.insert(commentairesAg).values(
      texts.map((commentaire, index) => ({
        ag_id: agId,
        user_id: other.id,
        commentaire,
        modere,
        created_at: new Date(Date.now() - (texts.length - index) * 60_000),
      })),
    );

  it('pages the comments, the latest first, without those an administrator has hidden', async () => {
    const ag = await createAssembly(t.db);
    await insertComments(
      ag.id,
      Array.from({ length: 12 }, (_, index) => `Question ${index + 1}`),
    );
    await insertComments(ag.id, ['Message masqué'], true);
    const first = await listComments(ag.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.json().items[0]).toMatchObject({
      auteur: 'Paul Roux',
      commentaire: 'Question 12',
      modere: false,
    });
    const second = (await listComments(ag.id, '?page=2')).json();
    expect(second.items.map((item: { commentaire: string }) => item.commentaire)).toEqual([
      'Question 2',
      'Question 1',
    ]);
  });

  it('keeps a page under 100 KB with every comment at its 5,000 characters', async () => {
    const ag = await createAssembly(t.db);
    await insertComments(
      ag.id,
      Array.from({ length: 40 }, () => 'é'.repeat(2500) + 'a'.repeat(2500)),
    );
    const response = await listComments(ag.id);
    expect(response.json().items).toHaveLength(10);
    expect(Buffer.byteLength(response.body)).toBeLessThan(100_000);
  });

  it('answers 400 for a page out of bounds, 401 signed out, 404 for an unknown AG', async () => {
    const ag = await createAssembly(t.db);
    expect((await listComments(ag.id, '?pageSize=11')).statusCode).toBe(400);
    expect((await listComments(ag.id, '?page=0')).statusCode).toBe(400);
    expect((await listComments('abc')).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: `/api/assemblies/${ag.id}/comments` })).statusCode).toBe(401);
    expect((await listComments(unknownId)).statusCode).toBe(404);
  });
});

describe('GET /api/assemblies/:id/calendar', () => {
  it('downloads ag-hds.ics: 3 hours, titled with the initials', async () => {
    const ag = await createAssembly(t.db, { date: new Date('2027-03-14T09:30:00Z') });
    const response = await call({ method: 'GET', url: `/api/assemblies/${ag.id}/calendar`, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="ag-hds.ics"');
    expect(response.body).toContain('SUMMARY:Assemblée Générale HDS');
    expect(response.body).toContain('DTSTART:20270314T093000Z');
    expect(response.body).toContain('DURATION:PT3H');
    expect(response.body).toContain('LOCATION:Salle des fêtes\\, Lyon');
  });

  it('answers 401 signed out, 400 for a bad id', async () => {
    const ag = await createAssembly(t.db);
    expect((await call({ method: 'GET', url: `/api/assemblies/${ag.id}/calendar` })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: '/api/assemblies/abc/calendar', cookie })).statusCode).toBe(400);
  });
});

describe('GET /api/assemblies/documents/:documentId/link', () => {
  it('hands a member a 60-second link that downloads the file', async () => {
    const ag = await createAssembly(t.db);
    const key = `documents-ag/${ag.id}/convocation_1.pdf`;
    await t.ctx.storage.put(key, Buffer.from('%PDF convocation'), 'application/pdf');
    const [document] = await t.db
      .insert(documentsAg)
      .values({ ag_id: ag.id, type: 'convocation', nom: 'Convocation', url: key })
      .returning();
    const link = await call({ method: 'GET', url: `/api/assemblies/documents/${document?.id}/link`, cookie });
    expect(link.statusCode).toBe(200);
    const file = await call({ method: 'GET', url: link.json().url });
    expect(file.body).toBe('%PDF convocation');
    expect(file.headers['content-disposition']).toContain('Convocation.pdf');
  });

  it('answers 401 signed out, 400 for a bad id, 404 for an unknown document', async () => {
    expect(
      (await call({ method: 'GET', url: '/api/assemblies/documents/abc/link', cookie })).statusCode,
    ).toBe(400);
    expect(
      (await call({ method: 'GET', url: `/api/assemblies/documents/${unknownId}/link` })).statusCode,
    ).toBe(401);
    expect(
      (await call({ method: 'GET', url: `/api/assemblies/documents/${unknownId}/link`, cookie })).statusCode,
    ).toBe(404);
  });
});
