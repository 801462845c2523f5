import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AG_RULES, VOTE_QUESTIONS } from '../../../domain/assemblies.ts';
import { PROXY_RULES } from '../../../domain/assembly-proxies.ts';
import { NO_VOTE_MESSAGE } from '../../../domain/assembly-resolutions.ts';
import type { AssociationSettings } from '../../../domain/settings.ts';
import { assembleesGenerales, presencesAg } from '../../db/schema.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getAssociationSettings, updateAssociationSettings } from '../settings/service.ts';

let t: TestApp;
let admin: TestUser;
let defaults: AssociationSettings;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.db);
  // The statutes' rule these tests exercise: only the members à jour vote (the default is every validated member).
  defaults = { ...(await getAssociationSettings(t.ctx)), ag_voters: 'a_jour' };
  await setRules({});
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(assembleesGenerales);
});
afterEach(() => setRules({}));

const setRules = (rules: Partial<AssociationSettings>) =>
  updateAssociationSettings(t.ctx, { ...defaults, ...rules }, admin);

/** A member à jour at the AG's date (a membership started a month ago), signed in. */
async function voter(prenom = 'Marie', nom = 'Dupont') {
  const user = await createMember(t.db, { prenom, nom });
  await addAdhesion(t.db, user.id);
  return { ...user, cookie: await signedInAs(t.ctx, user) };
}
type Voter = Awaited<ReturnType<typeof voter>>;

const giveProxy = (agId: string, giver: Voter, holder: Pick<TestUser, 'id'> | null) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/assemblies/${agId}/presence`,
    payload: { present: false, procuration_user_id: holder?.id ?? null },
    headers: { cookie: giver.cookie },
  });

const proxyOf = async (agId: string, userId: string) =>
  (
    await t.db
      .select({ procuration_user_id: presencesAg.procuration_user_id })
      .from(presencesAg)
      .where(and(eq(presencesAg.ag_id, agId), eq(presencesAg.user_id, userId)))
  )[0]?.procuration_user_id ?? null;

/** The refusal names the proxy field, so that the form shows it under the member picker. */
function expectRefusal(response: Awaited<ReturnType<typeof giveProxy>>, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json().error).toMatchObject({
    message,
    fields: [{ path: 'procuration_user_id', message }],
  });
}

describe('proxy rules', () => {
  it('gives a proxy to a member with a vote, and withdraws it', async () => {
    const ag = await createAssembly(t.db);
    const [giver, holder] = [await voter(), await voter('Paul', 'Roux')];
    expect((await giveProxy(ag.id, giver, holder)).json()).toEqual({
      present: false,
      procuration_user_id: holder.id,
    });
    expect((await giveProxy(ag.id, giver, null)).statusCode).toBe(200);
    expect(await proxyOf(ag.id, giver.id)).toBeNull();
  });

  it('refuses a proxy to oneself', async () => {
    const ag = await createAssembly(t.db);
    const giver = await voter();
    expectRefusal(await giveProxy(ag.id, giver, giver), 400, AG_RULES.selfProxy);
  });

  it('refuses a proxy to a member without a vote, and from one', async () => {
    const ag = await createAssembly(t.db);
    const giver = await voter();
    const lapsed = await createMember(t.db, { prenom: 'Léa', nom: 'Sans' });
    expectRefusal(await giveProxy(ag.id, giver, lapsed), 409, PROXY_RULES.holderHasNoVote(lapsed));

    const noVote = { ...lapsed, cookie: await signedInAs(t.ctx, lapsed) };
    expectRefusal(
      await giveProxy(ag.id, noVote, giver),
      409,
      PROXY_RULES.giverHasNoVote(NO_VOTE_MESSAGE.a_jour),
    );
    expect(await proxyOf(ag.id, giver.id)).toBeNull();
  });

  it('lets every validated member give and hold a proxy when the statutes say so', async () => {
    await setRules({ ag_voters: 'valides' });
    const ag = await createAssembly(t.db);
    const giver = await voter();
    const validated = await createMember(t.db, { prenom: 'Léa', nom: 'Sans' });
    expect((await giveProxy(ag.id, giver, validated)).statusCode).toBe(200);
  });

  it('refuses a proxy to a member who gave theirs, and from a member who holds one: no chain', async () => {
    const ag = await createAssembly(t.db);
    const [a, b, c] = [await voter('Anne', 'A'), await voter('Bruno', 'B'), await voter('Chloé', 'C')];
    expect((await giveProxy(ag.id, b, c)).statusCode).toBe(200);
    expectRefusal(await giveProxy(ag.id, a, b), 409, PROXY_RULES.holderGaveProxy(b));
    // C holds B's proxy: C cannot pass it on by giving theirs.
    expectRefusal(await giveProxy(ag.id, c, a), 409, PROXY_RULES.giverHoldsProxies);
    expect(await proxyOf(ag.id, a.id)).toBeNull();
    expect(await proxyOf(ag.id, c.id)).toBeNull();
  });

  it('refuses a proxy beyond the maximum per holder, and keeps one given again', async () => {
    const ag = await createAssembly(t.db);
    const holder = await voter('Henri', 'Holder');
    const [first, second, third] = [await voter(), await voter(), await voter()];
    expect((await giveProxy(ag.id, first, holder)).statusCode).toBe(200);
    expect((await giveProxy(ag.id, second, holder)).statusCode).toBe(200);
    expectRefusal(await giveProxy(ag.id, third, holder), 409, PROXY_RULES.holderFull(holder, 2));
    // Saving the same proxy again does not count it twice.
    expect((await giveProxy(ag.id, second, holder)).statusCode).toBe(200);
  });

  it('refuses every proxy when the statutes allow none', async () => {
    await setRules({ ag_max_proxies: 0 });
    const ag = await createAssembly(t.db);
    expectRefusal(await giveProxy(ag.id, await voter(), await voter()), 409, PROXY_RULES.none);
  });

  it('counts concurrent proxies to one holder one after the other: never more than the maximum', async () => {
    const ag = await createAssembly(t.db);
    const holder = await voter('Henri', 'Holder');
    const givers = await Promise.all(Array.from({ length: 6 }, () => voter()));
    const responses = await Promise.all(givers.map((giver) => giveProxy(ag.id, giver, holder)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(4);
    const held = await t.db.$count(
      presencesAg,
      and(eq(presencesAg.ag_id, ag.id), eq(presencesAg.procuration_user_id, holder.id)),
    );
    expect(held).toBe(2);
  });

  it('lets only one of two members giving theirs to each other at once succeed', async () => {
    const ag = await createAssembly(t.db);
    const [a, b] = [await voter('Anne', 'A'), await voter('Bruno', 'B')];
    const responses = await Promise.all([giveProxy(ag.id, a, b), giveProxy(ag.id, b, a)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const given = [await proxyOf(ag.id, a.id), await proxyOf(ag.id, b.id)].filter(Boolean);
    expect(given).toHaveLength(1);
  });

  it('lets a member who withdrew their proxy before the AG opened vote; one who kept it, not', async () => {
    const ag = await createAssembly(t.db, { date: new Date() });
    const [kept, withdrawn, holder] = [
      await voter(),
      await voter('Paul', 'Roux'),
      await voter('Henri', 'Holder'),
    ];
    await giveProxy(ag.id, kept, holder);
    await giveProxy(ag.id, withdrawn, holder);
    await giveProxy(ag.id, withdrawn, null);
    const adminCookie = await signedInAs(t.ctx, admin);
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/admin/assemblies/${ag.id}/open`,
      headers: { cookie: adminCookie },
    });
    expect(opened.statusCode).toBe(200);

    const vote = (as: Voter) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/assemblies/${ag.id}/votes`,
        payload: { question: VOTE_QUESTIONS[0], vote: 'oui' },
        headers: { cookie: as.cookie },
      });
    expect((await vote(withdrawn)).statusCode).toBe(200);
    const refused = await vote(kept);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Vous avez donné procuration à Henri Holder');
    // Too late to withdraw it: presence and proxy are closed once the AG is open.
    expect((await giveProxy(ag.id, kept, null)).statusCode).toBe(409);
  });

  it('refuses proxies once the AG is open', async () => {
    const ag = await createAssembly(t.db, { status: 'en_cours' });
    const response = await giveProxy(ag.id, await voter(), await voter());
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(AG_RULES.participationClosed);
  });
});
