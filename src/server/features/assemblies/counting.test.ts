import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AG_RULES, VOTE_QUESTIONS } from '../../../domain/assemblies.ts';
import { COUNTING_MESSAGES } from '../../../domain/assembly-counting.ts';
import { agResolutions, assembleesGenerales, auditLog, presencesAg } from '../../db/schema.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
let jeanne: TestUser;
let jeanneCookie: string;
let marie: TestUser;
let paul: TestUser;
let luc: TestUser;
const [moral] = VOTE_QUESTIONS;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  jeanne = await createMember(t.db, { prenom: 'Jeanne', nom: 'Petit' });
  marie = await createMember(t.db, { prenom: 'Marie', nom: 'Dupont' });
  paul = await createMember(t.db, { prenom: 'Paul', nom: 'Roux' });
  luc = await createMember(t.db, { prenom: 'Luc', nom: 'Moreau' });
  jeanneCookie = await signedInAs(t.ctx, jeanne);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, adminCookie, payload);

const resolutionUrl = (agId: string, resolutionId: string) =>
  `/api/admin/assemblies/${agId}/resolutions/${resolutionId}`;
const handUrl = (agId: string, resolutionId: string) => `${resolutionUrl(agId, resolutionId)}/hand-count`;
const roundUrl = (agId: string, resolutionId: string) => `${resolutionUrl(agId, resolutionId)}/next-round`;
const vote = (agId: string, resolutionId: string, payload: object) =>
  call('PUT', `/api/assemblies/${agId}/resolutions/${resolutionId}/vote`, jeanneCookie, payload);

/**
 * An AG held with four members in the room: Jeanne, Paul and Luc signed in, Marie represented
 * by Jeanne. The spec's two questions are open, and Jeanne votes online for herself and Marie.
 */
async function heldAssembly() {
  // The member page shows the first AG held: this one alone.
  await t.db.delete(assembleesGenerales);
  const signedIn = new Date();
  const ag = await createAssembly(t.db, { status: 'en_cours', date: signedIn, opened_at: signedIn });
  await t.db.insert(presencesAg).values([
    { ag_id: ag.id, user_id: jeanne.id, present: true, signed_in_at: signedIn },
    { ag_id: ag.id, user_id: paul.id, present: true, signed_in_at: signedIn },
    { ag_id: ag.id, user_id: luc.id, present: true, signed_in_at: signedIn },
    { ag_id: ag.id, user_id: marie.id, present: false, procuration_user_id: jeanne.id },
  ]);
  const [approval, other] = await t.db
    .select()
    .from(agResolutions)
    .where(eq(agResolutions.ag_id, ag.id))
    .orderBy(agResolutions.position);
  if (!approval || !other) throw new Error('resolutions missing');
  expect((await vote(ag.id, approval.id, { vote: 'oui' })).statusCode).toBe(200);
  expect((await vote(ag.id, approval.id, { vote: 'non', on_behalf_of: marie.id })).statusCode).toBe(200);
  return { ag, approval, other };
}

async function addResolution(agId: string, values: Partial<typeof agResolutions.$inferInsert>) {
  const [row] = await t.db
    .insert(agResolutions)
    .values({ ag_id: agId, position: 3, title: 'Élection du bureau', status: 'ouverte', ...values })
    .returning();
  if (!row) throw new Error('resolution not created');
  return row;
}

const resultOf = async (agId: string, resolutionId: string) => {
  const detail = (await asAdmin('GET', `/api/admin/assemblies/${agId}`)).json();
  return detail.results.find((result: { resolution_id: string }) => result.resolution_id === resolutionId);
};

const journal = (action: string, targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target_id, targetId)));

describe('PUT /api/admin/assemblies/:id/resolutions/:resolutionId/hand-count', () => {
  it('adds the hands raised to the online ballots, says how it was counted, and journals it', async () => {
    const { ag, approval } = await heldAssembly();
    const saved = await asAdmin('PUT', handUrl(ag.id, approval.id), { oui: 1, non: 0, abstention: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ voters: 2, oui: 1, non: 0, abstention: 1, options: [] });
    expect(await resultOf(ag.id, approval.id)).toMatchObject({
      votes_cast: 4,
      online_votes: 2,
      counts: { oui: 2, non: 1, abstention: 1 },
      hand: { voters: 2, oui: 1, abstention: 1 },
    });

    const changed = await asAdmin('PUT', handUrl(ag.id, approval.id), { oui: 2, non: 0, abstention: 0 });
    expect(changed.statusCode).toBe(200);
    const entries = await journal('assembly.hand-count', approval.id);
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.changes)).toContainEqual({
      oui: { before: 1, after: 2 },
      abstention: { before: 1, after: 0 },
    });

    const csv = (await asAdmin('GET', `/api/admin/assemblies/${ag.id}/results.csv`)).body;
    expect(csv.split('\r\n')[0]).toContain('"Votants";"Décompte";"Réponse";"Voix";"Dont à main levée"');
    expect(csv).toContain(`"${moral}";"Public";`);
    expect(csv).toContain('"4";"en ligne et à main levée (2 en ligne, 2 à main levée)";"Oui";"3";"2"');
    const tally = (await asAdmin('GET', `/api/admin/assemblies/${ag.id}`)).json().tally;
    expect(tally.questions[0]).toEqual({ question: moral, oui: 3, non: 1, abstention: 0 });
  });

  it('counts a resolution voted only by hand « à main levée »', async () => {
    const { ag, other } = await heldAssembly();
    await asAdmin('PUT', handUrl(ag.id, other.id), { oui: 3, non: 1, abstention: 0 });
    await asAdmin('POST', `${resolutionUrl(ag.id, other.id)}/close`);
    const pdf = await call('GET', `/api/admin/assemblies/${ag.id}/minutes.pdf`, adminCookie);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Vote à main levée.');
    expect(text).toContain('Vote en ligne.');
    expect(text).toContain('Dont à main levée : Oui : 3 ; Non : 1 ; Ne se prononce pas : 0.');
  });

  it('refuses negative or fractional figures and more hands than the room holds, beside the field', async () => {
    const { ag, approval } = await heldAssembly();
    const negative = await asAdmin('PUT', handUrl(ag.id, approval.id), { oui: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toContainEqual({
      path: 'oui',
      message: 'Le nombre ne peut pas être négatif',
    });
    const fraction = await asAdmin('PUT', handUrl(ag.id, approval.id), { non: 1.5 });
    expect(fraction.json().error.fields).toContainEqual({
      path: 'non',
      message: 'Indiquez un nombre entier',
    });
    // Paul and Luc alone have not voted online.
    const tooMany = await asAdmin('PUT', handUrl(ag.id, approval.id), { oui: 2, non: 1 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual([{ path: 'total', message: COUNTING_MESSAGES.tooMany(2) }]);
    expect(await resultOf(ag.id, approval.id)).toMatchObject({ hand: null, votes_cast: 2 });
  });

  it('checks an election’s hands against its voters and seats', async () => {
    const { ag } = await heldAssembly();
    const election = await addResolution(ag.id, { kind: 'election', options: ['Anne', 'Bruno'], seats: 1 });
    const options = (anne: number, bruno: number) => [
      { option: 'Anne', count: anne },
      { option: 'Bruno', count: bruno },
    ];
    const above = await asAdmin('PUT', handUrl(ag.id, election.id), { voters: 1, options: options(2, 0) });
    expect(above.json().error.fields).toContainEqual({
      path: 'options.0.count',
      message: COUNTING_MESSAGES.aboveVoters,
    });
    const seats = await asAdmin('PUT', handUrl(ag.id, election.id), { voters: 2, options: options(2, 1) });
    expect(seats.json().error.fields).toEqual([
      { path: 'total', message: COUNTING_MESSAGES.tooManyHands(1) },
    ]);
    const saved = await asAdmin('PUT', handUrl(ag.id, election.id), { voters: 3, options: options(2, 1) });
    expect(saved.json()).toMatchObject({ voters: 3, options: options(2, 1) });
  });

  it('answers 409 on a secret vote, a closed vote or a finished AG', async () => {
    const { ag, approval, other } = await heldAssembly();
    const secret = await addResolution(ag.id, { kind: 'approbation', secret: true });
    const refused = await asAdmin('PUT', handUrl(ag.id, secret.id), { oui: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(COUNTING_MESSAGES.secret);
    await asAdmin('POST', `${resolutionUrl(ag.id, approval.id)}/close`);
    const closed = await asAdmin('PUT', handUrl(ag.id, approval.id), { oui: 1 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(COUNTING_MESSAGES.notOpen);
    await t.db
      .update(assembleesGenerales)
      .set({ status: 'terminee' })
      .where(eq(assembleesGenerales.id, ag.id));
    const finished = await asAdmin('PUT', handUrl(ag.id, other.id), { oui: 1 });
    expect(finished.statusCode).toBe(409);
    expect(finished.json().error.message).toBe(AG_RULES.finished);
  });

  it('answers 401 signed out, 403 to a member, 404 for another AG’s resolution', async () => {
    const { ag, approval } = await heldAssembly();
    expect((await call('PUT', handUrl(ag.id, approval.id), undefined, { oui: 1 })).statusCode).toBe(401);
    expect((await call('PUT', handUrl(ag.id, approval.id), jeanneCookie, { oui: 1 })).statusCode).toBe(403);
    const elsewhere = await createAssembly(t.db, { status: 'en_cours', opened_at: new Date() });
    expect((await asAdmin('PUT', handUrl(elsewhere.id, approval.id), { oui: 1 })).statusCode).toBe(404);
    expect((await asAdmin('PUT', handUrl(unknownId, approval.id), { oui: 1 })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/assemblies/:id/resolutions/:resolutionId/next-round', () => {
  it('opens a second round of a rejected resolution right after it, once, and journals it', async () => {
    const { ag, approval, other } = await heldAssembly();
    await asAdmin('PUT', handUrl(ag.id, approval.id), { non: 2 });
    await asAdmin('POST', `${resolutionUrl(ag.id, approval.id)}/close`);
    expect(await resultOf(ag.id, approval.id)).toMatchObject({ outcome: 'rejetee' });

    const opened = await asAdmin('POST', roundUrl(ag.id, approval.id));
    expect(opened.statusCode).toBe(201);
    const round = opened.json();
    expect(round).toMatchObject({
      title: moral,
      position: 2,
      round: 2,
      previous_resolution_id: approval.id,
      status: 'ouverte',
    });
    const rows = await t.db
      .select()
      .from(agResolutions)
      .where(eq(agResolutions.ag_id, ag.id))
      .orderBy(agResolutions.position);
    expect(rows.map((row) => row.id)).toEqual([approval.id, round.id, other.id]);
    expect(await journal('assembly.resolution-next-round', round.id)).toHaveLength(1);

    // Members vote again; the first round keeps its ballots and outcome.
    expect((await vote(ag.id, round.id, { vote: 'oui' })).statusCode).toBe(200);
    expect(await resultOf(ag.id, approval.id)).toMatchObject({ outcome: 'rejetee', votes_cast: 4 });
    expect(await resultOf(ag.id, round.id)).toMatchObject({ round: 2, votes_cast: 1 });
    const votes = (await asAdmin('GET', `/api/admin/assemblies/${ag.id}/votes.csv`)).body;
    expect(votes).toContain(`"${jeanne.email}";"Jeanne Petit";"${moral} (second tour)";"Oui";""`);
    const pdf = await pdfText(
      (await asAdmin('GET', `/api/admin/assemblies/${ag.id}/minutes.pdf`)).rawPayload,
    );
    expect(pdf).toContain(`Résolution 2 : ${moral} (Second tour)`);

    const again = await asAdmin('POST', roundUrl(ag.id, approval.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(COUNTING_MESSAGES.roundTaken);
  });

  it('offers the tied candidates the seats left after an election’s tie', async () => {
    const { ag } = await heldAssembly();
    const election = await addResolution(ag.id, {
      kind: 'election',
      options: ['Anne', 'Bruno', 'Chloé'],
      seats: 2,
    });
    const options = [
      { option: 'Anne', count: 2 },
      { option: 'Bruno', count: 1 },
      { option: 'Chloé', count: 1 },
    ];
    expect((await asAdmin('PUT', handUrl(ag.id, election.id), { voters: 2, options })).statusCode).toBe(200);
    await asAdmin('POST', `${resolutionUrl(ag.id, election.id)}/close`);
    const opened = await asAdmin('POST', roundUrl(ag.id, election.id));
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ options: ['Bruno', 'Chloé'], seats: 1, round: 2 });
  });

  it('answers 409 while the vote is open and when the vote decided', async () => {
    const { ag, approval, other } = await heldAssembly();
    const open = await asAdmin('POST', roundUrl(ag.id, approval.id));
    expect(open.statusCode).toBe(409);
    expect(open.json().error.message).toBe(COUNTING_MESSAGES.roundNotClosed);
    await asAdmin('PUT', handUrl(ag.id, other.id), { oui: 2 });
    await asAdmin('POST', `${resolutionUrl(ag.id, other.id)}/close`);
    const adopted = await asAdmin('POST', roundUrl(ag.id, other.id));
    expect(adopted.statusCode).toBe(409);
    expect(adopted.json().error.message).toBe(COUNTING_MESSAGES.roundNotNeeded);
  });

  it('answers 401 signed out, 403 to a member, 404 for an unknown resolution', async () => {
    const { ag, approval } = await heldAssembly();
    expect((await call('POST', roundUrl(ag.id, approval.id))).statusCode).toBe(401);
    expect((await call('POST', roundUrl(ag.id, approval.id), jeanneCookie)).statusCode).toBe(403);
    expect((await asAdmin('POST', roundUrl(ag.id, unknownId))).statusCode).toBe(404);
  });
});

describe('GET /api/admin/assemblies/:id/votes.csv', () => {
  it('says which votes were cast by proxy', async () => {
    const { ag } = await heldAssembly();
    const lines = (await asAdmin('GET', `/api/admin/assemblies/${ag.id}/votes.csv`)).body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Email";"Nom";"Question";"Vote";"Procuration"');
    expect(lines).toContain(`"${jeanne.email}";"Jeanne Petit";"${moral}";"Oui";""`);
    expect(lines).toContain(
      `"${marie.email}";"Marie Dupont";"${moral}";"Non";"Par procuration de Jeanne Petit"`,
    );
  });
});
