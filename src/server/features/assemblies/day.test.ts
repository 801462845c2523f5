import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_RULES } from '../../../domain/assembly-day.ts';
import { percentOf } from '../../../domain/percent.ts';
import { agResolutions, assembleesGenerales, auditLog, presencesAg } from '../../db/schema.ts';
import { createAssembly, onlyMembersAJourVote } from '../../testing/assemblies-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: TestUser;
let adminCookie: string;
let memberCookie: string;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  memberCookie = await signedInAs(t.ctx, await createMember(t.db));
  await onlyMembersAJourVote(t.ctx, admin);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(assembleesGenerales);
});

type Call = { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object; cookie?: string | null };
const call = ({ method, url, payload, cookie = adminCookie }: Call) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const open = (agId: string, cookie?: string | null) =>
  call({ method: 'POST', url: `/api/admin/assemblies/${agId}/open`, cookie });
const close = (agId: string, cookie?: string | null) =>
  call({ method: 'POST', url: `/api/admin/assemblies/${agId}/close`, cookie });
const figures = (agId: string) => call({ method: 'GET', url: `/api/admin/assemblies/${agId}/figures` });
const sheet = (agId: string, query = '', cookie?: string | null) =>
  call({ method: 'GET', url: `/api/admin/assemblies/${agId}/sign-in${query}`, cookie });
const signIn = (agId: string, userId: string, payload: object, cookie?: string | null) =>
  call({ method: 'PUT', url: `/api/admin/assemblies/${agId}/sign-in/${userId}`, payload, cookie });
const inAMonth = new Date(Date.now() + 30 * 86_400_000);
const update = (agId: string, status: string, lieu = 'Salle des fêtes, Lyon') =>
  call({
    method: 'PUT',
    url: `/api/admin/assemblies/${agId}`,
    payload: {
      date: inAMonth.toISOString(),
      lieu,
      lien_visio: null,
      ordre_du_jour: ['Rapport moral', 'Rapport financier'],
      status,
    },
  });

/** A member à jour at the AG's date. */
async function voter(prenom = 'Marie', nom = 'Dupont') {
  const user = await createMember(t.db, { prenom, nom });
  await addAdhesion(t.db, user.id);
  return user;
}

const stored = async (agId: string) =>
  (await t.db.select().from(assembleesGenerales).where(eq(assembleesGenerales.id, agId)))[0];
/** The journal's actions on an AG; one transaction's lines share their time, so they are not ordered. */
const journalActions = async (agId: string) =>
  (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target_id, agId))).map(
    (line) => line.action,
  );

describe('opening and closing the assembly', () => {
  it('opens an AG to come, then closes it, keeping its figures and closing its open resolutions', async () => {
    const ag = await createAssembly(t.db, { date: new Date() });
    const opened = await open(ag.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id: ag.id, status: 'en_cours' });
    expect((await stored(ag.id))?.opened_at).toBeInstanceOf(Date);
    expect(await journalActions(ag.id)).toContain('assembly.open');

    const [open1, waiting] = await t.db
      .insert(agResolutions)
      .values([
        { ag_id: ag.id, position: 1, title: 'Budget', status: 'ouverte' },
        { ag_id: ag.id, position: 2, title: 'Cotisation', status: 'en_attente' },
      ])
      .returning();
    const closed = await close(ag.id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('terminee');
    const row = await stored(ag.id);
    expect(row?.closed_at).toBeInstanceOf(Date);
    expect(row?.closing_figures).toMatchObject({ quorum_percent: 25 });
    const statuses = await t.db
      .select({ id: agResolutions.id, status: agResolutions.status })
      .from(agResolutions)
      .where(eq(agResolutions.ag_id, ag.id));
    expect(statuses).toEqual(
      expect.arrayContaining([
        { id: open1?.id, status: 'close' },
        { id: waiting?.id, status: 'en_attente' },
      ]),
    );
    expect(await journalActions(ag.id)).toContain('assembly.close');
  });

  it('opens the spec’s two questions with an AG that votes on nothing else; the spec’s status opens every vote', async () => {
    const statusesOf = async (agId: string) =>
      (
        await t.db
          .select({ status: agResolutions.status })
          .from(agResolutions)
          .where(eq(agResolutions.ag_id, agId))
      ).map((row) => row.status);
    const spec = await createAssembly(t.db);
    await open(spec.id);
    expect(await statusesOf(spec.id)).toEqual(['ouverte', 'ouverte']);

    const written = await createAssembly(t.db);
    await t.db.insert(agResolutions).values({ ag_id: written.id, position: 3, title: 'Budget' });
    await open(written.id);
    expect(await statusesOf(written.id)).toEqual(['en_attente', 'en_attente', 'en_attente']);

    // The spec's status has no other way to open votes: it opens every one still waiting.
    const edited = await createAssembly(t.db);
    await t.db.insert(agResolutions).values({ ag_id: edited.id, position: 3, title: 'Budget' });
    await update(edited.id, 'en_cours');
    expect(await statusesOf(edited.id)).toEqual(['ouverte', 'ouverte', 'ouverte']);
  });

  it('refuses to close an AG that was not opened, and to open one twice', async () => {
    const ag = await createAssembly(t.db);
    expect((await close(ag.id)).json().error.message).toBe(DAY_RULES.openFirst);
    await open(ag.id);
    const again = await open(ag.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(DAY_RULES.notComing);
  });

  it('keeps a terminated AG final: no reopening, no status back, no change; saving it unchanged is fine', async () => {
    const ag = await createAssembly(t.db, { date: inAMonth });
    await open(ag.id);
    await close(ag.id);
    for (const response of [await open(ag.id), await close(ag.id), await update(ag.id, 'en_cours')]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(DAY_RULES.final);
    }
    expect((await update(ag.id, 'a_venir')).json().error.message).toBe(DAY_RULES.final);
    expect((await update(ag.id, 'terminee', 'Ailleurs')).json().error.message).toBe(DAY_RULES.final);
    expect((await update(ag.id, 'terminee')).statusCode).toBe(200);
    expect((await stored(ag.id))?.status).toBe('terminee');
  });

  it('follows the same order when the status is edited: opening and closing as the buttons do', async () => {
    const ag = await createAssembly(t.db);
    expect((await update(ag.id, 'terminee')).json().error.message).toBe(DAY_RULES.openFirst);
    expect((await update(ag.id, 'en_cours')).statusCode).toBe(200);
    expect((await stored(ag.id))?.opened_at).toBeInstanceOf(Date);
    const back = await update(ag.id, 'a_venir');
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe(DAY_RULES.noBackToComing);
    expect((await update(ag.id, 'terminee')).statusCode).toBe(200);
    expect((await stored(ag.id))?.closing_figures).not.toBeNull();
  });

  it('answers 401 signed out, 403 to a member and 404 for an unknown AG', async () => {
    const ag = await createAssembly(t.db);
    for (const action of [open, close]) {
      expect((await action(ag.id, null)).statusCode).toBe(401);
      expect((await action(ag.id, memberCookie)).statusCode).toBe(403);
      expect((await action(unknownId)).statusCode).toBe(404);
    }
    expect((await call({ method: 'POST', url: '/api/admin/assemblies/abc/open' })).statusCode).toBe(400);
    expect((await stored(ag.id))?.status).toBe('a_venir');
  });
});

describe('the sign-in sheet', () => {
  it('marks a member with a vote present with their arrival time, withdraws their proxy, and takes it back', async () => {
    const ag = await createAssembly(t.db, { date: new Date() });
    const [late, holder] = [await voter('Lucie', 'Tardive'), await voter('Henri', 'Holder')];
    await t.db.insert(presencesAg).values({ ag_id: ag.id, user_id: late.id, procuration_user_id: holder.id });
    await open(ag.id);

    const marked = await signIn(ag.id, late.id, { present: true });
    expect(marked.statusCode).toBe(200);
    const arrival = marked.json().signed_in_at;
    expect(typeof arrival).toBe('string');
    const [row] = await t.db
      .select()
      .from(presencesAg)
      .where(and(eq(presencesAg.ag_id, ag.id), eq(presencesAg.user_id, late.id)));
    expect(row).toMatchObject({ present: true, procuration_user_id: null });
    expect(await journalActions(ag.id)).toContain('assembly.sign-in');
    // Marked twice, the first arrival stays.
    expect((await signIn(ag.id, late.id, { present: true })).json().signed_in_at).toBe(arrival);

    const found = (await sheet(ag.id, '?search=tardive')).json();
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ user_id: late.id, signed_in_at: arrival, proxy_to: null });

    expect((await signIn(ag.id, late.id, { present: false })).json().signed_in_at).toBeNull();
  });

  it('lists the members with a vote by name, with the proxies given and held', async () => {
    const ag = await createAssembly(t.db, { date: new Date() });
    const [giver, holder] = [await voter('Zoé', 'Zimmer'), await voter('Henri', 'Aaron')];
    const noVote = await createMember(t.db, { prenom: 'Sans', nom: 'Voix' });
    await t.db
      .insert(presencesAg)
      .values({ ag_id: ag.id, user_id: giver.id, procuration_user_id: holder.id, present: false });
    const page = (await sheet(ag.id, '?pageSize=100')).json();
    const ids = page.items.map((item: { user_id: string }) => item.user_id);
    expect(ids).toContain(giver.id);
    expect(ids).not.toContain(noVote.id);
    expect(ids.indexOf(holder.id)).toBeLessThan(ids.indexOf(giver.id));
    expect(page.items.find((item: { user_id: string }) => item.user_id === holder.id)).toMatchObject({
      proxies_held: ['Zoé Zimmer'],
      signed_in_at: null,
    });
    expect(page.items.find((item: { user_id: string }) => item.user_id === giver.id).proxy_to).toBe(
      'Henri Aaron',
    );
  });

  it('is filled only while the AG is held, for a member with a vote', async () => {
    const ag = await createAssembly(t.db);
    const member = await voter();
    const early = await signIn(ag.id, member.id, { present: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(DAY_RULES.signInClosed);
    await open(ag.id);
    const noVote = await createMember(t.db);
    expect((await signIn(ag.id, noVote.id, { present: true })).json().error.message).toBe(DAY_RULES.notVoter);
    expect((await signIn(ag.id, unknownId, { present: true })).statusCode).toBe(404);
    await close(ag.id);
    expect((await signIn(ag.id, member.id, { present: true })).json().error.message).toBe(DAY_RULES.final);
  });

  it('names an invalid input, and answers 401 signed out and 403 to a member', async () => {
    const ag = await createAssembly(t.db, { status: 'en_cours' });
    const member = await voter();
    const invalid = await signIn(ag.id, member.id, { present: 'oui' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual([
      { path: 'present', message: 'Indiquez si le membre est présent' },
    ]);
    expect((await signIn(ag.id, 'abc', { present: true })).statusCode).toBe(400);
    expect((await sheet(ag.id, '?page=0')).statusCode).toBe(400);
    expect((await signIn(ag.id, member.id, { present: true }, null)).statusCode).toBe(401);
    expect((await signIn(ag.id, member.id, { present: true }, memberCookie)).statusCode).toBe(403);
    expect((await sheet(ag.id, '', null)).statusCode).toBe(401);
    expect((await sheet(ag.id, '', memberCookie)).statusCode).toBe(403);
    expect((await sheet(unknownId)).statusCode).toBe(404);
  });
});

describe('the figures and the quorum', () => {
  it('counts members with a vote, present and represented, and says whether the quorum is reached', async () => {
    const ag = await createAssembly(t.db, { date: new Date() });
    const base = (await figures(ag.id)).json().voters;
    const [a, b, c, d] = [await voter(), await voter(), await voter(), await voter()];
    await createMember(t.db); // no vote: not counted
    await t.db.insert(presencesAg).values([
      { ag_id: ag.id, user_id: a.id, present: true },
      { ag_id: ag.id, user_id: b.id, procuration_user_id: a.id },
      { ag_id: ag.id, user_id: c.id, present: true },
    ]);
    // Before the day, those who said they would come are the forecast.
    expect((await figures(ag.id)).json()).toMatchObject({ voters: base + 4, present: 2, represented: 1 });

    await open(ag.id);
    // Once open, only the sign-in sheet makes someone present.
    const opened = (await figures(ag.id)).json();
    expect(opened).toMatchObject({ present: 0, represented: 0, quorum_reached: base + 4 === 0 });
    await signIn(ag.id, a.id, { present: true });
    await signIn(ag.id, d.id, { present: true });
    const voters = base + 4;
    const required = Math.ceil(percentOf(voters, 25));
    expect((await figures(ag.id)).json()).toEqual({
      voters,
      present: 2,
      represented: 1,
      quorum_percent: 25,
      quorum_required: required,
      quorum_reached: 3 >= required,
    });

    await close(ag.id);
    const kept = (await figures(ag.id)).json();
    // A membership added after the close does not change what was true that day.
    await voter();
    expect((await figures(ag.id)).json()).toEqual(kept);
    expect(
      (await call({ method: 'GET', url: `/api/admin/assemblies/${ag.id}/figures`, cookie: memberCookie }))
        .statusCode,
    ).toBe(403);

    // An AG held before the sign-in sheet existed knows only the members' answers.
    const earlier = await createAssembly(t.db, { status: 'terminee', date: new Date() });
    await t.db.insert(presencesAg).values({ ag_id: earlier.id, user_id: a.id, present: true });
    expect((await figures(earlier.id)).json()).toMatchObject({ present: 1, represented: 0 });
  });
});
