import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions, householdInvitations, mailOutbox } from '../../db/schema.ts';
import { payOnSimulatedPage } from '../../testing/checkout-pages.ts';
import { createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { addAdhesion } from '../../testing/members-factories.ts';
import { createHouseholdOffer } from '../../testing/offers-factories.ts';
import { payRegistration, registrationInput } from '../../testing/registration.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVITATION_SUBJECT = 'Paul Martin vous invite dans son foyer';

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
const membershipsOf = (userId: string) => t.db.select().from(adhesions).where(eq(adhesions.user_id, userId));
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const invitationsOf = async (cookie: string) =>
  (await get('/api/members/me/household-invitations', cookie)).json();

/** A member, with a membership of their own, whose register name the payer never typed. */
async function existingMember() {
  const member = await createMember(t.db, { prenom: 'Véronique', nom: 'Secrète' });
  await addAdhesion(t.db, member.id, { startedDaysAgo: 30 });
  return { member, cookie: await signedInAs(t.ctx, member) };
}

/** A validated payer whose last membership ended: they renew a household naming `household`. */
async function payerRenewing(household: { prenom: string; nom: string; email: string }[]) {
  const offer = await createHouseholdOffer(t.db, { name: `Foyer ${household[0]?.email}` });
  const payer = await createMember(t.db, { prenom: 'Paul', nom: 'Martin' });
  await addAdhesion(t.db, payer.id, { startedDaysAgo: 400 });
  const cookie = await signedInAs(t.ctx, payer);
  const checkout = await post('/api/members/me/renewal/checkout', cookie, { offer_id: offer.id, household });
  const paid = await payOnSimulatedPage(t.app, checkout.json().url);
  const finalized = await post('/api/members/me/renewal/finalize', cookie, {
    session_id: paid.searchParams.get('session_id'),
  });
  expect(finalized.statusCode).toBe(200);
  const [payerMembership] = (await membershipsOf(payer.id)).sort((a, b) =>
    b.date_debut.localeCompare(a.date_debut),
  );
  return { payer, cookie, payerMembership };
}

/** What a stranger types for a member they name: a name of their own and the member's address. */
const typedFor = (member: TestUser) => ({ prenom: 'Nom', nom: 'Inventé', email: member.email.toUpperCase() });

describe('a household that names an existing member', () => {
  it('gives her no membership, and shows the payer only what they typed, as an invitation sent', async () => {
    const { member } = await existingMember();
    const { cookie } = await payerRenewing([typedFor(member)]);
    expect(await membershipsOf(member.id)).toHaveLength(1);

    const household = await get('/api/members/me/household', cookie);
    expect(household.statusCode).toBe(200);
    expect(household.json()).toEqual({
      members: [{ prenom: 'Nom', nom: 'Inventé', email: member.email, status: 'invited' }],
      dependants: [],
    });
    expect(household.body).not.toContain('Véronique');
    expect(household.body).not.toContain('Secrète');
  });

  it('mails her an invitation to accept from her space, naming the payer', async () => {
    const { member } = await existingMember();
    await payerRenewing([typedFor(member)]);
    const mails = await mailsTo(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT]);
    expect(mails[0]?.text).toContain('/adhesion');
    expect(mails[0]?.text).toContain('Accepter');
  });

  it('does the same when a stranger signs up with a household naming her', async () => {
    const { member, cookie } = await existingMember();
    const offer = await createHouseholdOffer(t.db, { name: 'Foyer inscription étrangère' });
    const input = registrationInput({
      prenom: 'Paul',
      nom: 'Martin',
      offer_id: offer.id,
      household: [typedFor(member)],
    });
    await post('/api/registration/finalize', undefined, { session_id: await payRegistration(t.app, input) });
    expect(await membershipsOf(member.id)).toHaveLength(1);
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT]);
    expect(await invitationsOf(cookie)).toMatchObject([{ payer: 'Paul Martin', offer_name: offer.name }]);
  });
});

describe('the invited member', () => {
  it('sees the invitation in her space and joins the payer’s household when she accepts', async () => {
    const { member, cookie } = await existingMember();
    const { cookie: payerCookie, payerMembership } = await payerRenewing([typedFor(member)]);
    const invitations = await get('/api/members/me/household-invitations', cookie);
    expect(invitations.statusCode).toBe(200);
    expect(invitations.json()).toEqual([
      {
        token: expect.any(String),
        payer: 'Paul Martin',
        offer_name: expect.stringContaining('Foyer'),
        date_debut: payerMembership?.date_debut,
        date_fin: payerMembership?.date_fin,
      },
    ]);
    const { token } = invitations.json()[0];

    const accepted = await post('/api/members/me/household-invitations/accept', cookie, { token });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ montant: 0, statut: 'active' });
    const share = (await membershipsOf(member.id)).find((row) => row.household_of === payerMembership?.id);
    expect(share).toMatchObject({
      montant_cents: 0,
      payment_id: null,
      statut: payerMembership?.statut,
      offer_id: payerMembership?.offer_id,
      date_debut: payerMembership?.date_debut,
      date_fin: payerMembership?.date_fin,
    });
    expect(await invitationsOf(cookie)).toEqual([]);
    // Once she agreed, the payer reads the household as the register has it.
    expect((await get('/api/members/me/household', payerCookie)).json()).toEqual({
      members: [{ prenom: 'Véronique', nom: 'Secrète', email: member.email, status: 'member' }],
      dependants: [],
    });
    // Accepted once: the link does nothing more.
    expect((await post('/api/members/me/household-invitations/accept', cookie, { token })).statusCode).toBe(
      404,
    );
    expect(await membershipsOf(member.id)).toHaveLength(2);
  });

  it('may refuse: no membership, the payer reads « refused », and the link no longer accepts', async () => {
    const { member, cookie } = await existingMember();
    const { cookie: payerCookie } = await payerRenewing([typedFor(member)]);
    const [{ token }] = await invitationsOf(cookie);
    expect((await post('/api/members/me/household-invitations/refuse', cookie, { token })).statusCode).toBe(
      204,
    );
    expect(await invitationsOf(cookie)).toEqual([]);
    expect((await post('/api/members/me/household-invitations/accept', cookie, { token })).statusCode).toBe(
      404,
    );
    expect(await membershipsOf(member.id)).toHaveLength(1);
    expect((await get('/api/members/me/household', payerCookie)).json()).toEqual({
      members: [{ prenom: 'Nom', nom: 'Inventé', email: member.email, status: 'refused' }],
      dependants: [],
    });
  });

  it('is the only one who can answer: another member gets 404, a visitor 401, and nothing changes', async () => {
    const { member, cookie } = await existingMember();
    const { cookie: payerCookie } = await payerRenewing([typedFor(member)]);
    const [{ token }] = await invitationsOf(cookie);
    const other = await signedInAs(t.ctx, await createMember(t.db));
    for (const answer of ['accept', 'refuse']) {
      const url = `/api/members/me/household-invitations/${answer}`;
      expect((await post(url, other, { token })).statusCode).toBe(404);
      expect((await post(url, payerCookie, { token })).statusCode).toBe(404);
      expect((await post(url, undefined, { token })).statusCode).toBe(401);
    }
    expect((await get('/api/members/me/household-invitations')).statusCode).toBe(401);
    const missing = await post('/api/members/me/household-invitations/accept', cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual([{ path: 'token', message: 'Invitation introuvable' }]);
    expect(await invitationsOf(other)).toEqual([]);
    expect(await invitationsOf(cookie)).toHaveLength(1);
    expect(await membershipsOf(member.id)).toHaveLength(1);
  });
});

describe('an invitation to a household whose period is over', () => {
  it('is no longer listed nor accepted, and gives no membership', async () => {
    const { member, cookie } = await existingMember();
    const payer = await createMember(t.db, { prenom: 'Paul', nom: 'Martin' });
    const ended = await addAdhesion(t.db, payer.id, { startedDaysAgo: 400, montant_cents: 1500 });
    await t.db.insert(householdInvitations).values({
      payer_adhesion_id: ended.id,
      user_id: member.id,
      ...typedFor(member),
      token: `jeton-fini-${member.id}`,
    });
    expect(await invitationsOf(cookie)).toEqual([]);
    const accepted = await post('/api/members/me/household-invitations/accept', cookie, {
      token: `jeton-fini-${member.id}`,
    });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error).toMatchObject({
      code: 'HOUSEHOLD_ENDED',
      message: 'Ce foyer n’est plus couvert : son adhésion a pris fin',
    });
    expect(await membershipsOf(member.id)).toHaveLength(1);
  });
});
