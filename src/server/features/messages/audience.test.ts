import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceFilter } from '../../../domain/message-audience.ts';
import { users } from '../../db/schema.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { optOut } from '../../testing/composer-factories.ts';
import { createEvent, registerMember } from '../../testing/events-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { addAdhesion, isoDaysFromToday } from '../../testing/members-factories.ts';
import { planOf } from '../../testing/query-plan.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { recipientCondition } from './audience.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

type Preview = { count: number; excludedCount: number; first: { id: string; nom: string }[] };

const previewRequest = (payload: object, cookie: string | null = adminCookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/messages/audience',
    payload,
    headers: cookie ? { cookie } : {},
  });

/** The audience `filters`, all of them, narrowed to `among`: the test's members, so that no other test's rows count. */
async function preview(
  among: TestUser[],
  filters: AudienceFilter[],
  category = 'informations',
): Promise<Preview> {
  const within: AudienceFilter = { kind: 'choisis', userIds: among.map((member) => member.id) };
  const response = await previewRequest({
    category,
    audience: { combine: 'et', filters: [...filters, within] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Preview;
}

const names = (answer: Preview) => answer.first.map((member) => member.nom);

/** One member per name, in the order given. */
const members = <const Noms extends string[]>(...noms: Noms) =>
  Promise.all(noms.map((nom) => createMember(t.db, { nom }))) as Promise<{ [Index in keyof Noms]: TestUser }>;

describe('POST /api/admin/messages/audience: each filter', () => {
  it('tous: every validated member, never an account awaiting validation or an erased one', async () => {
    const [active, erased] = await members('Actif', 'Effacé');
    const pending = await createMember(t.db, { nom: 'Attente', is_active: false });
    await t.db.update(users).set({ erased_at: new Date() }).where(eq(users.id, erased.id));
    const answer = await preview([active, erased, pending], [{ kind: 'tous' }]);
    expect(names(answer)).toEqual(['Actif']);
    expect(answer.count).toBe(1);
  });

  describe('adhesion', () => {
    let current: TestUser;
    let lapsed: TestUser;
    let longAgo: TestUser;
    let waiting: TestUser;
    let never: TestUser;
    let all: TestUser[];

    beforeAll(async () => {
      [current, lapsed, longAgo, waiting, never] = await members(
        'Courant',
        'Échu',
        'Ancien',
        'Patient',
        'Jamais',
      );
      await addAdhesion(t.db, current.id, { startedDaysAgo: 30 });
      // Ended 35 days ago.
      await addAdhesion(t.db, lapsed.id, { startedDaysAgo: 400 });
      // Ended about 14 months ago.
      await addAdhesion(t.db, longAgo.id, { startedDaysAgo: 800 });
      await addAdhesion(t.db, waiting.id, { startedDaysAgo: 2, statut: 'pending' });
      all = [current, lapsed, longAgo, waiting, never];
    });

    it('à jour today', async () => {
      expect(names(await preview(all, [{ kind: 'adhesion', etat: 'a_jour' }]))).toEqual(['Courant']);
    });

    it('à jour at another date: who was then', async () => {
      const date = isoDaysFromToday(-100);
      expect(names(await preview(all, [{ kind: 'adhesion', etat: 'a_jour', date }]))).toEqual(['Échu']);
    });

    it('expirée, and expirée for less than N months', async () => {
      expect(names(await preview(all, [{ kind: 'adhesion', etat: 'expiree' }]))).toEqual(['Ancien', 'Échu']);
      expect(names(await preview(all, [{ kind: 'adhesion', etat: 'expiree', moisMax: 12 }]))).toEqual([
        'Échu',
      ]);
      expect(names(await preview(all, [{ kind: 'adhesion', etat: 'expiree', moisMax: 1 }]))).toEqual([]);
    });

    it('en attente', async () => {
      expect(names(await preview(all, [{ kind: 'adhesion', etat: 'en_attente' }]))).toEqual(['Patient']);
    });

    it('jamais adhéré', async () => {
      expect(names(await preview(all, [{ kind: 'adhesion', etat: 'jamais' }]))).toEqual(['Jamais']);
    });
  });

  it('type_adhesion: the running membership’s type, not a past one', async () => {
    const [premium, formerPremium, standard] = await members('Premium', 'Ancien', 'Standard');
    await addAdhesion(t.db, premium.id, { type: 'premium' });
    await addAdhesion(t.db, formerPremium.id, { type: 'premium', startedDaysAgo: 400 });
    await addAdhesion(t.db, formerPremium.id, { type: 'standard', startedDaysAgo: 10 });
    await addAdhesion(t.db, standard.id, { type: 'standard' });
    const all = [premium, formerPremium, standard];
    expect(names(await preview(all, [{ kind: 'type_adhesion', type: 'premium' }]))).toEqual(['Premium']);
    expect(names(await preview(all, [{ kind: 'type_adhesion', type: 'standard' }]))).toEqual([
      'Ancien',
      'Standard',
    ]);
  });

  it('bureau: every function but Membre', async () => {
    const treasurer = await createMember(t.db, { nom: 'Trésorière', fonction: 'Trésorier(e)' });
    const president = await createMember(t.db, { nom: 'Président', fonction: 'Président' });
    const plain = await createMember(t.db, { nom: 'Simple' });
    const answer = await preview([treasurer, president, plain], [{ kind: 'bureau' }]);
    expect(names(answer)).toEqual(['Président', 'Trésorière']);
  });

  it('evenement: its registered participants', async () => {
    const event = await createEvent(t.db);
    const other = await createEvent(t.db);
    const [here, elsewhere] = await members('Inscrit', 'Ailleurs');
    await registerMember(t.db, event.id, here.id);
    await registerMember(t.db, other.id, elsewhere.id);
    const answer = await preview([here, elsewhere], [{ kind: 'evenement', eventId: event.id }]);
    expect(names(answer)).toEqual(['Inscrit']);
  });

  it('assemblee: the members à jour on the AG’s day', async () => {
    const assembly = await createAssembly(t.db, { date: new Date(Date.now() + 30 * 86_400_000) });
    const [covered, endingBefore] = await members('Couvert', 'Finissant');
    await addAdhesion(t.db, covered.id, { startedDaysAgo: 10 });
    // Ends in 15 days, before the AG.
    await addAdhesion(t.db, endingBefore.id, { startedDaysAgo: 350 });
    const answer = await preview([covered, endingBefore], [{ kind: 'assemblee', assemblyId: assembly.id }]);
    expect(names(answer)).toEqual(['Couvert']);
  });

  it('jamais_connectes: never signed in', async () => {
    const [never, seen] = await members('Jamais', 'Connecté');
    await t.db.update(users).set({ last_sign_in_at: new Date() }).where(eq(users.id, seen.id));
    const answer = await preview([never, seen], [{ kind: 'jamais_connectes' }]);
    expect(names(answer)).toEqual(['Jamais']);
  });

  it('choisis: the members picked, validated and not erased', async () => {
    const [picked] = await members('Choisi');
    const pending = await createMember(t.db, { nom: 'Attente', is_active: false });
    const answer = await preview([picked, pending], []);
    expect(names(answer)).toEqual(['Choisi']);
  });

  it('et: members every filter selects; ou: members any of them selects', async () => {
    const event = await createEvent(t.db);
    const board = await createMember(t.db, { nom: 'Bureau', fonction: 'Secrétaire' });
    const both = await createMember(t.db, { nom: 'Les deux', fonction: 'Président' });
    const [participant, neither] = await members('Participant', 'Aucun');
    await registerMember(t.db, event.id, participant.id);
    await registerMember(t.db, event.id, both.id);
    const all = [board, both, participant, neither];
    expect(names(await preview(all, [{ kind: 'bureau' }, { kind: 'evenement', eventId: event.id }]))).toEqual(
      ['Les deux'],
    );
    const either = await previewRequest({
      category: 'informations',
      audience: {
        combine: 'ou',
        filters: [
          { kind: 'evenement', eventId: event.id },
          { kind: 'choisis', userIds: [board.id] },
        ],
      },
    });
    expect(either.json()).toMatchObject({ count: 3, excludedCount: 0 });
    expect(names(either.json())).toEqual(['Bureau', 'Les deux', 'Participant']);
  });

  it('leaves out and counts apart the members who left the news; a convocation reaches them', async () => {
    const [staying, leaving] = await members('Reste', 'Part');
    await optOut(t.db, leaving.id, 'informations');
    await optOut(t.db, staying.id, 'rappels');
    const news = await preview([staying, leaving], [{ kind: 'tous' }]);
    expect(news).toMatchObject({ count: 1, excludedCount: 1 });
    expect(names(news)).toEqual(['Reste']);
    const convocation = await preview([staying, leaving], [{ kind: 'tous' }], 'statutaire');
    expect(convocation).toMatchObject({ count: 2, excludedCount: 0 });
  });

  it('shows the first 10 by name, and counts them all', async () => {
    const many = await members(
      ...Array.from({ length: 12 }, (_, index) => `Nom${String(index).padStart(2, '0')}`),
    );
    const answer = await preview(many, [{ kind: 'tous' }]);
    expect(answer.count).toBe(12);
    expect(names(answer)).toEqual(many.slice(0, 10).map((member) => member.nom));
    expect(Object.keys(answer.first[0] ?? {}).sort()).toEqual(['email', 'id', 'nom', 'prenom']);
  });
});

describe('POST /api/admin/messages/audience: refusals', () => {
  const valid = { category: 'informations', audience: { combine: 'et', filters: [{ kind: 'tous' }] } };

  it('refuses a caller who is not signed in (401) or not an administrator (403)', async () => {
    expect((await previewRequest(valid, null)).statusCode).toBe(401);
    const member = await createMember(t.db);
    expect((await previewRequest(valid, await signedInAs(t.ctx, member))).statusCode).toBe(403);
  });

  it.each([
    ['no filter', { ...valid, audience: { combine: 'et', filters: [] } }],
    ['five filters', { ...valid, audience: { combine: 'et', filters: Array(5).fill({ kind: 'tous' }) } }],
    ['an unknown filter', { ...valid, audience: { combine: 'et', filters: [{ kind: 'tout_le_monde' }] } }],
    [
      'no member picked',
      { ...valid, audience: { combine: 'et', filters: [{ kind: 'choisis', userIds: [] }] } },
    ],
    ['a reminder category', { ...valid, category: 'rappels' }],
    [
      'an impossible date',
      { ...valid, audience: { filters: [{ kind: 'adhesion', etat: 'a_jour', date: '2026-02-30' }] } },
    ],
    [
      'months out of range',
      { ...valid, audience: { filters: [{ kind: 'adhesion', etat: 'expiree', moisMax: 0 }] } },
    ],
  ])('refuses %s (400)', async (_what, payload) => {
    const response = await previewRequest(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });

  it('names the filter whose event or AG does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await previewRequest({
      ...valid,
      audience: {
        combine: 'ou',
        filters: [
          { kind: 'bureau' },
          { kind: 'evenement', eventId: missing },
          { kind: 'assemblee', assemblyId: missing },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'audience.filters.1.eventId', message: 'Événement introuvable' },
      { path: 'audience.filters.2.assemblyId', message: 'Assemblée générale introuvable' },
    ]);
  });
});

describe('the audience in SQL', () => {
  it('reads memberships, registrations and opt-outs through their indexes, whatever the filters', async () => {
    const event = await createEvent(t.db);
    const query = t.db
      .select({ id: users.id })
      .from(users)
      .where(
        recipientCondition('informations', {
          combine: 'ou',
          filters: [
            { kind: 'adhesion', etat: 'expiree', moisMax: 6 },
            { kind: 'type_adhesion', type: 'premium' },
            { kind: 'evenement', eventId: event.id },
          ],
        }),
      );
    const plan = await planOf(t.db, query);
    expect(plan).toContain('adhesions_user_idx');
    expect(plan).toContain('inscriptions_evenements_pair');
    expect(plan).toContain('message_opt_outs_user_id_category_pk');
  });
});
