import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOTE_QUESTIONS } from '../../../domain/assemblies.ts';
import { RESOLUTION_RULES } from '../../../domain/assembly-resolutions-schemas.ts';
import {
  agResolutions,
  agSecretBallots,
  agSecretVoters,
  assembleesGenerales,
  presencesAg,
  votesAg,
} from '../../db/schema.ts';
import { createAssembly, onlyMembersAJourVote } from '../../testing/assemblies-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readZipEntries } from '../../testing/zip-entries.ts';

let t: TestApp;
let adminCookie: string;
let holder: TestUser;
let holderCookie: string;
let marie: TestUser;
let marieCookie: string;
let paul: TestUser;
let paulCookie: string;
const [moral] = VOTE_QUESTIONS;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.db);
  adminCookie = await signedInAs(t.ctx, admin);
  await onlyMembersAJourVote(t.ctx, admin);
  holder = await createMember(t.db, { prenom: 'Jeanne', nom: 'Petit' });
  marie = await createMember(t.db, { prenom: 'Marie', nom: 'Dupont' });
  paul = await createMember(t.db, { prenom: 'Paul', nom: 'Roux' });
  for (const member of [holder, marie, paul]) await addAdhesion(t.db, member.id);
  holderCookie = await signedInAs(t.ctx, holder);
  marieCookie = await signedInAs(t.ctx, marie);
  paulCookie = await signedInAs(t.ctx, paul);
});
afterAll(() => t.close());

const ballot = (agId: string, resolutionId: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/assemblies/${agId}/resolutions/${resolutionId}/vote`,
    payload,
    headers: cookie ? { cookie } : {},
  });

/**
 * An AG held where Marie gave Jeanne her proxy, with the spec's questions open, a secret
 * election of 3 seats among 5 and a public choice.
 */
async function heldAssembly() {
  // The member page shows the first AG held: this one alone.
  await t.db.delete(assembleesGenerales);
  const ag = await createAssembly(t.db, { status: 'en_cours', date: new Date() });
  await t.db.insert(presencesAg).values([
    { ag_id: ag.id, user_id: holder.id, present: true },
    { ag_id: ag.id, user_id: marie.id, present: false, procuration_user_id: holder.id },
  ]);
  const [election, choice] = await t.db
    .insert(agResolutions)
    .values([
      {
        ag_id: ag.id,
        position: 3,
        title: 'Élection du bureau',
        kind: 'election' as const,
        secret: true,
        options: ['Anne', 'Bruno', 'Chloé', 'David', 'Emma'],
        seats: 3,
        status: 'ouverte' as const,
      },
      {
        ag_id: ag.id,
        position: 4,
        title: 'Lieu de la sortie',
        kind: 'choix' as const,
        options: ['Lyon', 'Annecy'],
        status: 'ouverte' as const,
      },
    ])
    .returning();
  const [approval] = await t.db
    .select()
    .from(agResolutions)
    .where(eq(agResolutions.ag_id, ag.id))
    .orderBy(agResolutions.position);
  if (!election || !choice || !approval) throw new Error('resolutions missing');
  return { ag, approval, election, choice };
}

describe('PUT /api/assemblies/:id/resolutions/:resolutionId/vote', () => {
  it('lets a proxy holder vote for themselves and for the member they represent', async () => {
    const { ag, approval, choice } = await heldAssembly();
    expect((await ballot(ag.id, approval.id, { vote: 'oui' }, holderCookie)).json()).toMatchObject({
      user_id: holder.id,
      vote: 'oui',
    });
    const forMarie = await ballot(ag.id, approval.id, { vote: 'non', on_behalf_of: marie.id }, holderCookie);
    expect(forMarie.statusCode).toBe(200);
    await ballot(ag.id, choice.id, { choices: ['Annecy'] }, holderCookie);
    const rows = await t.db.select().from(votesAg).where(eq(votesAg.resolution_id, approval.id));
    expect(rows.map((row) => [row.user_id, row.cast_by, row.vote]).sort()).toEqual(
      [
        [holder.id, null, 'oui'],
        [marie.id, holder.id, 'non'],
      ].sort(),
    );
    // A public vote changes while it is open.
    await ballot(ag.id, approval.id, { vote: 'abstention' }, holderCookie);
    const [mine] = await t.db
      .select()
      .from(votesAg)
      .where(and(eq(votesAg.resolution_id, approval.id), eq(votesAg.user_id, holder.id)));
    expect(mine?.vote).toBe('abstention');

    const current = (
      await t.app.inject({ url: '/api/assemblies/current', headers: { cookie: holderCookie } })
    ).json();
    expect(current.assembly.rights).toMatchObject({
      self: true,
      represented: [{ id: marie.id, prenom: 'Marie', nom: 'Dupont', has_vote: true }],
    });
    const shown = current.assembly.resolutions.find((row: { id: string }) => row.id === approval.id);
    expect(shown.ballots).toEqual([
      { user_id: holder.id, has_voted: true, vote: 'abstention', choices: [] },
      { user_id: marie.id, has_voted: true, vote: 'non', choices: [] },
    ]);
  });

  it('refuses the member who gave their proxy, and a vote for someone whose proxy one does not hold', async () => {
    const { ag, approval } = await heldAssembly();
    const gave = await ballot(ag.id, approval.id, { vote: 'oui' }, marieCookie);
    expect(gave.statusCode).toBe(403);
    expect(gave.json().error.message).toBe('Vous avez donné procuration à Jeanne Petit');
    // The spec's route follows the same rules.
    const spec = await t.app.inject({
      method: 'PUT',
      url: `/api/assemblies/${ag.id}/votes`,
      payload: { question: moral, vote: 'oui' },
      headers: { cookie: marieCookie },
    });
    expect(spec.statusCode).toBe(403);
    const stranger = await ballot(ag.id, approval.id, { vote: 'oui', on_behalf_of: marie.id }, paulCookie);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(RESOLUTION_RULES.notRepresented);
    expect(await t.db.select().from(votesAg).where(eq(votesAg.resolution_id, approval.id))).toEqual([]);
  });

  it('refuses a member without a vote by the association’s rule', async () => {
    const { ag, approval } = await heldAssembly();
    const lapsed = await createMember(t.db, { prenom: 'Léa', nom: 'Sans' });
    const response = await ballot(ag.id, approval.id, { vote: 'oui' }, await signedInAs(t.ctx, lapsed));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      "Seuls les membres à jour de cotisation à la date de l'AG votent",
    );
  });

  it('refuses a ballot unless the AG is held and the vote open', async () => {
    const { ag, approval } = await heldAssembly();
    await t.db.update(agResolutions).set({ status: 'close' }).where(eq(agResolutions.id, approval.id));
    const closed = await ballot(ag.id, approval.id, { vote: 'oui' }, paulCookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(RESOLUTION_RULES.notOpen);
    const over = await createAssembly(t.db, { status: 'terminee' });
    const [done] = await t.db.select().from(agResolutions).where(eq(agResolutions.ag_id, over.id));
    const final = await ballot(over.id, done?.id ?? '', { vote: 'oui' }, paulCookie);
    expect(final.statusCode).toBe(409);
    // A resolution of another AG is not found there.
    const other = await createAssembly(t.db, { status: 'en_cours' });
    expect((await ballot(other.id, approval.id, { vote: 'oui' }, paulCookie)).statusCode).toBe(404);
  });

  it('says by field what a ballot lacks, and answers 401 signed out', async () => {
    const { ag, approval, election, choice } = await heldAssembly();
    const fields = async (resolutionId: string, payload: object) =>
      (await ballot(ag.id, resolutionId, payload, paulCookie)).json().error.fields;
    expect(await fields(approval.id, {})).toEqual([{ path: 'vote', message: 'Choisissez une réponse' }]);
    expect(await fields(choice.id, { choices: ['Lyon', 'Annecy'] })).toEqual([
      { path: 'choices', message: 'Choisissez une option' },
    ]);
    expect(await fields(election.id, { choices: ['Anne', 'Bruno', 'Chloé', 'David'] })).toEqual([
      { path: 'choices', message: 'Choisissez au plus 3 candidats' },
    ]);
    expect((await ballot(ag.id, approval.id, { vote: 'peut-être' }, paulCookie)).statusCode).toBe(400);
    expect((await ballot(ag.id, approval.id, { vote: 'oui' })).statusCode).toBe(401);
    expect((await ballot(ag.id, approval.id, { vote: 'oui' }, adminCookie)).statusCode).toBe(403);
  });

  it('keeps a secret ballot apart from its voter, and refuses a second one', async () => {
    const { ag, election } = await heldAssembly();
    expect((await ballot(ag.id, election.id, { choices: ['Anne', 'Chloé'] }, holderCookie)).statusCode).toBe(
      200,
    );
    const forMarie = await ballot(
      ag.id,
      election.id,
      { choices: ['Bruno'], on_behalf_of: marie.id },
      holderCookie,
    );
    expect(forMarie.json()).toMatchObject({ user_id: marie.id, has_voted: true, choices: [] });
    const again = await ballot(ag.id, election.id, { choices: ['Emma'] }, holderCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Vous avez déjà voté');
    const againForMarie = await ballot(
      ag.id,
      election.id,
      { choices: ['Emma'], on_behalf_of: marie.id },
      holderCookie,
    );
    expect(againForMarie.json().error.message).toBe('Vous avez déjà voté pour Marie Dupont');

    // Nothing links a ballot to a member: no user, no date.
    expect(Object.keys(getTableColumns(agSecretBallots)).sort()).toEqual([
      'choices',
      'id',
      'resolution_id',
      'vote',
    ]);
    const ballots = await t.db
      .select()
      .from(agSecretBallots)
      .where(eq(agSecretBallots.resolution_id, election.id));
    expect(ballots.map((row) => row.choices).sort()).toEqual([['Anne', 'Chloé'], ['Bruno']]);
    const marks = await t.db
      .select()
      .from(agSecretVoters)
      .where(eq(agSecretVoters.resolution_id, election.id));
    expect(marks.map((row) => row.user_id).sort()).toEqual([holder.id, marie.id].sort());
    expect(await t.db.select().from(votesAg).where(eq(votesAg.resolution_id, election.id))).toEqual([]);

    const current = (
      await t.app.inject({ url: '/api/assemblies/current', headers: { cookie: holderCookie } })
    ).json();
    const shown = current.assembly.resolutions.find((row: { id: string }) => row.id === election.id);
    expect(shown.ballots).toEqual([
      { user_id: holder.id, has_voted: true, vote: null, choices: [] },
      { user_id: marie.id, has_voted: true, vote: null, choices: [] },
    ]);
  });

  it('counts twenty parallel ballots of one member once, public or secret', async () => {
    const { ag, approval, election } = await heldAssembly();
    const publicAnswers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        ballot(ag.id, approval.id, { vote: index % 2 ? 'oui' : 'non' }, paulCookie),
      ),
    );
    expect(publicAnswers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await t.db.$count(votesAg, eq(votesAg.resolution_id, approval.id))).toBe(1);

    const secretAnswers = await Promise.all(
      Array.from({ length: 20 }, () => ballot(ag.id, election.id, { choices: ['David'] }, paulCookie)),
    );
    expect(secretAnswers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await t.db.$count(agSecretBallots, eq(agSecretBallots.resolution_id, election.id))).toBe(1);
    expect(await t.db.$count(agSecretVoters, eq(agSecretVoters.resolution_id, election.id))).toBe(1);
  });
});

describe('results', () => {
  it('counts each resolution and, once closed, gives its outcome; the exports name no secret voter', async () => {
    const { ag, approval, election, choice } = await heldAssembly();
    await ballot(ag.id, approval.id, { vote: 'oui' }, holderCookie);
    await ballot(ag.id, approval.id, { vote: 'oui', on_behalf_of: marie.id }, holderCookie);
    await ballot(ag.id, approval.id, { vote: 'non' }, paulCookie);
    await ballot(ag.id, election.id, { choices: ['Anne', 'Bruno', 'Chloé'] }, holderCookie);
    await ballot(
      ag.id,
      election.id,
      { choices: ['Anne', 'Bruno', 'David'], on_behalf_of: marie.id },
      holderCookie,
    );
    await ballot(ag.id, election.id, { choices: ['Anne', 'Emma'] }, paulCookie);
    await ballot(ag.id, choice.id, { choices: ['Lyon'] }, paulCookie);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/assemblies/${ag.id}/resolutions/close-all`,
      headers: { cookie: adminCookie },
    });

    const admin = (
      await t.app.inject({ url: `/api/admin/assemblies/${ag.id}`, headers: { cookie: adminCookie } })
    ).json();
    const byTitle = (title: string) => admin.results.find((row: { title: string }) => row.title === title);
    expect(byTitle(moral)).toMatchObject({
      votes_cast: 3,
      counts: { oui: 2, non: 1, abstention: 0 },
      outcome: 'adoptee',
    });
    expect(byTitle('Élection du bureau')).toMatchObject({
      votes_cast: 3,
      options: [
        { option: 'Anne', count: 3 },
        { option: 'Bruno', count: 2 },
        { option: 'Chloé', count: 1 },
        { option: 'David', count: 1 },
        { option: 'Emma', count: 1 },
      ],
      chosen: ['Anne', 'Bruno'],
      tied: ['Chloé', 'David', 'Emma'],
    });
    expect(byTitle('Lieu de la sortie')).toMatchObject({ outcome: 'adoptee', chosen: ['Lyon'] });
    expect(admin.tally.questions[0]).toEqual({ question: moral, oui: 2, non: 1, abstention: 0 });

    const results = await t.app.inject({
      url: `/api/admin/assemblies/${ag.id}/results.csv`,
      headers: { cookie: adminCookie },
    });
    expect(results.statusCode).toBe(200);
    expect(results.body).toContain('"Élection du bureau";"Secret"');
    expect(results.body).toContain('"Anne";"3";"";"Élu(e)"');
    expect(results.body).toContain('"Chloé";"1";"";"Ex aequo"');
    expect(results.body).toContain('"Lyon";"1";"";"Retenue"');
    const votes = await t.app.inject({
      url: `/api/admin/assemblies/${ag.id}/votes.csv`,
      headers: { cookie: adminCookie },
    });
    expect(votes.body).toContain('Marie Dupont');
    expect(votes.body).not.toContain('Élection du bureau');
    for (const name of ['Jeanne', 'Marie', 'Paul']) expect(results.body).not.toContain(name);
    const member = await t.app.inject({
      url: `/api/admin/assemblies/${ag.id}/results.csv`,
      headers: { cookie: paulCookie },
    });
    expect(member.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/assemblies/${ag.id}/results.csv` })).statusCode).toBe(401);
  });
});

/** The rows of one table as the administrator's backup holds them, in the archive's order. */
async function backupRows(table: string): Promise<Record<string, string | null>[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/backup',
    headers: { cookie: adminCookie },
  });
  expect(response.statusCode).toBe(200);
  const lines = (await readZipEntries(response.rawPayload)).get(`data/${table}.jsonl`)?.toString() ?? '';
  return lines
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
}

describe('secret ballots', () => {
  it('keeps no order that links a ballot to its voter, in the backup or in the table', async () => {
    await t.db.delete(assembleesGenerales);
    const ag = await createAssembly(t.db, { status: 'en_cours', date: new Date() });
    // Ten voters, each choosing an option of their own: the ballots fall in the voters' order by chance once in 10! (3.6 million).
    const options = Array.from({ length: 10 }, (_, index) => `Option ${index + 1}`);
    const [resolution] = await t.db
      .insert(agResolutions)
      .values({
        ag_id: ag.id,
        position: 3,
        title: 'Couleur du logo',
        kind: 'choix',
        secret: true,
        options,
        status: 'ouverte',
      })
      .returning();
    if (!resolution) throw new Error('resolution not created');
    const choiceOf = new Map<string, string>();
    for (const option of options) {
      const voter = await createMember(t.db, { prenom: 'Votant', nom: option });
      await addAdhesion(t.db, voter.id);
      const cast = await ballot(ag.id, resolution.id, { choices: [option] }, await signedInAs(t.ctx, voter));
      expect(cast.statusCode).toBe(200);
      choiceOf.set(voter.id, option);
    }
    const ofResolution = (rows: Record<string, string | null>[]) =>
      rows.filter((row) => row.resolution_id === resolution.id);
    const backupChoices = async () =>
      ofResolution(await backupRows('ag_secret_ballots')).map((row) => row.choices);
    const backupVoterChoices = async () =>
      ofResolution(await backupRows('ag_secret_voters')).map(
        (row) => `{"${choiceOf.get(row.user_id ?? '')}"}`,
      );
    const castOrder = options.map((option) => `{"${option}"}`);

    // While the vote is open, the backup's ballots follow neither the casting nor the voter marks.
    const openBackup = await backupChoices();
    expect([...openBackup].sort()).toEqual([...castOrder].sort());
    expect(openBackup).not.toEqual(castOrder);
    expect(openBackup).not.toEqual(await backupVoterChoices());

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/assemblies/${ag.id}/resolutions/close-all`,
      headers: { cookie: adminCookie },
    });
    // Once closed, the ballots lie in the table itself in an order of their own.
    const stored = await t.db.execute<{ choices: string }>(
      sql`select choices::text as choices from ag_secret_ballots where resolution_id = ${resolution.id} order by ctid`,
    );
    const physical = (stored as unknown as { rows: { choices: string }[] }).rows.map((row) => row.choices);
    expect([...physical].sort()).toEqual([...castOrder].sort());
    expect(physical).not.toEqual(castOrder);
    const closedBackup = await backupChoices();
    expect(closedBackup).not.toEqual(castOrder);
    expect(closedBackup).not.toEqual(await backupVoterChoices());
  });

  it('says only how many voted while the vote is open, in every answer, and counts once it closes', async () => {
    const { ag, approval, election, choice } = await heldAssembly();
    await t.db.update(agResolutions).set({ secret: true }).where(eq(agResolutions.id, approval.id));
    await ballot(ag.id, approval.id, { vote: 'oui' }, holderCookie);
    await ballot(ag.id, approval.id, { vote: 'non' }, paulCookie);
    await ballot(ag.id, election.id, { choices: ['Anne', 'Chloé'] }, holderCookie);
    await ballot(ag.id, election.id, { choices: ['Anne'], on_behalf_of: marie.id }, holderCookie);
    await ballot(ag.id, choice.id, { choices: ['Lyon'] }, paulCookie);
    const get = (url: string, cookie = adminCookie) => t.app.inject({ url, headers: { cookie } });

    const admin = (await get(`/api/admin/assemblies/${ag.id}`)).json();
    const byTitle = (title: string) => admin.results.find((row: { title: string }) => row.title === title);
    expect(byTitle(moral)).toMatchObject({ votes_cast: 2, counts: null, outcome: null });
    expect(byTitle('Élection du bureau')).toMatchObject({
      votes_cast: 2,
      counts: null,
      options: ['Anne', 'Bruno', 'Chloé', 'David', 'Emma'].map((option) => ({ option, count: null })),
    });
    // A public vote's counts stay live.
    expect(byTitle('Lieu de la sortie')).toMatchObject({
      options: [
        { option: 'Lyon', count: 1 },
        { option: 'Annecy', count: 0 },
      ],
    });
    expect(admin.tally.questions.map((row: { question: string }) => row.question)).not.toContain(moral);

    const csv = (await get(`/api/admin/assemblies/${ag.id}/results.csv`)).body;
    const open = '"Secret";"Majorité simple des suffrages exprimés";"Vote ouvert";"2";"en ligne"';
    expect(csv).toContain(`"Élection du bureau";${open};"Anne";"";""`);
    expect(csv).toContain(`"${moral}";${open};"Oui";"";""`);
    const secretLines = csv.split('\r\n').filter((line) => line.includes('"Secret"'));
    expect(secretLines).toHaveLength(8);
    for (const line of secretLines) expect(line).toMatch(/;"";""$/);
    const minutes = (await get(`/api/admin/assemblies/${ag.id}/minutes`)).json();
    const drafted = minutes.facts.results.find(
      (row: { title: string }) => row.title === 'Élection du bureau',
    );
    expect(drafted).toMatchObject({ votes_cast: 2, counts: null });
    expect(drafted.options.every((row: { count: number | null }) => row.count === null)).toBe(true);
    const member = (await get('/api/assemblies/current', holderCookie)).body;
    expect(member).not.toContain('"count"');
    expect(member).not.toContain('"counts"');

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/assemblies/${ag.id}/resolutions/close-all`,
      headers: { cookie: adminCookie },
    });
    const closed = (await get(`/api/admin/assemblies/${ag.id}`)).json();
    const closedResult = (title: string) =>
      closed.results.find((row: { title: string }) => row.title === title);
    expect(closedResult(moral)).toMatchObject({ votes_cast: 2, counts: { oui: 1, non: 1, abstention: 0 } });
    expect(closedResult('Élection du bureau').options).toContainEqual({ option: 'Anne', count: 2 });
    expect(closed.tally.questions).toContainEqual({ question: moral, oui: 1, non: 1, abstention: 0 });
    expect((await get(`/api/admin/assemblies/${ag.id}/results.csv`)).body).toContain(
      '"Anne";"2";"";"Élu(e)"',
    );
  });
});
