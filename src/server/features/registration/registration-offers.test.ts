import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOneYear, todayIso } from '../../../domain/members.ts';
import { adhesions, checkoutSessions, mailOutbox, users } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { createHouseholdOffer, createOffer } from '../../testing/offers-factories.ts';
import { findRegistered, payRegistration, registrationInput } from '../../testing/registration.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getAssociationSettings, updateAssociationSettings } from '../settings/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const openCheckout = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/registration/checkout', payload });
const finalize = (session_id: string) =>
  t.app.inject({ method: 'POST', url: '/api/registration/finalize', payload: { session_id } });
const pageOf = async (url: string) =>
  (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body;
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

const family = (suffix: string) => [
  { prenom: 'Paul', nom: 'Moreau', email: `paul-${suffix}@exemple.fr` },
  { prenom: 'Lina', nom: 'Moreau', email: `lina-${suffix}@exemple.fr` },
];

describe('a registration with a chosen offer', () => {
  it('pays the reduced price, names the offer to the provider, and records the offer on the membership', async () => {
    const offer = await createOffer(t.db, { name: 'Tarif réduit inscription' });
    const input = registrationInput({ offer_id: offer.id });
    const checkout = await openCheckout(input);
    expect(checkout.statusCode).toBe(200);
    const page = await pageOf(checkout.json().url);
    expect(page).toMatch(/3,00\s€/);
    expect(page).toContain('Tarif réduit inscription — Adhésion annuelle — Association HDS');

    const sessionId = await payRegistration(t.app, input);
    expect((await finalize(sessionId)).json()).toEqual({ prenom: input.prenom, email: input.email });
    const registered = await findRegistered(t.db, input.email);
    expect(registered.memberships).toHaveLength(1);
    expect(registered.memberships[0]).toMatchObject({
      offer_id: offer.id,
      type: 'standard',
      montant_cents: 300,
      statut: 'pending',
      mode_paiement: 'Carte Bancaire',
    });
  });

  it('without an offer named, still pays « Membre Ordinaire » at 7,50 € as the spec does', async () => {
    const input = registrationInput();
    await finalize(await payRegistration(t.app, input));
    const [membership] = (await findRegistered(t.db, input.email)).memberships;
    expect(membership).toMatchObject({ type: 'standard', montant_cents: 750 });
  });

  it('gives the offer’s member status: an offer of the premium type makes a Membre Actif', async () => {
    const offer = await createOffer(t.db, {
      name: 'Actif en ligne',
      type: 'premium',
      pricing: 'fixe',
      price: 10,
    });
    const input = registrationInput({ offer_id: offer.id });
    await finalize(await payRegistration(t.app, input));
    const { users: created, memberships } = await findRegistered(t.db, input.email);
    expect(created[0]?.statut_membre).toBe('Membre Actif');
    expect(memberships[0]).toMatchObject({ type: 'premium', montant_cents: 1000 });
  });

  it('takes the member’s amount for « prix libre », and refuses one below the minimum beside the field', async () => {
    const offer = await createOffer(t.db, {
      name: 'Prix libre',
      pricing: 'libre',
      price: 20,
      min_price: 5,
      condition: null,
    });
    const low = await openCheckout(registrationInput({ offer_id: offer.id, montant: 4.99 }));
    expect(low.statusCode).toBe(400);
    expect(low.json().error.fields).toEqual([
      {
        path: 'montant',
        message: expect.stringMatching(/^Le montant minimum de cette offre est de 5,00\s€$/),
      },
    ]);
    const high = await openCheckout(registrationInput({ offer_id: offer.id, montant: 10_000.01 }));
    expect(high.json().error.fields).toEqual([
      { path: 'montant', message: expect.stringMatching(/^Le montant ne peut pas dépasser 10\s000,00\s€$/) },
    ]);

    const input = registrationInput({ offer_id: offer.id, montant: 12.5 });
    await finalize(await payRegistration(t.app, input));
    expect((await findRegistered(t.db, input.email)).memberships[0]?.montant_cents).toBe(1250);
  });

  it('never takes an amount from the browser for a fixed price', async () => {
    const offer = await createOffer(t.db, { name: 'Fixe à 3' });
    const input = registrationInput({ offer_id: offer.id, montant: 0.5 });
    await finalize(await payRegistration(t.app, input));
    expect((await findRegistered(t.db, input.email)).memberships[0]?.montant_cents).toBe(300);
  });

  it('refuses an archived offer, an offer for administrators only, and one that does not exist', async () => {
    const archived = await createOffer(t.db, { name: 'Ancienne', archived_at: new Date() });
    const adminOnly = await createOffer(t.db, {
      name: 'Réservée',
      open_to_registration: false,
      open_to_renewal: false,
    });
    for (const offer of [archived, adminOnly]) {
      const response = await openCheckout(registrationInput({ offer_id: offer.id }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'OFFER_NOT_OPEN',
        message: "Cette offre n'est plus proposée : choisissez-en une autre",
      });
    }
    const unknown = await openCheckout(
      registrationInput({ offer_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('OFFER_NOT_FOUND');
    const notAnId = await openCheckout(registrationInput({ offer_id: 'premium' }));
    expect(notAnId.json().error.fields).toEqual([{ path: 'offer_id', message: 'Offre introuvable' }]);
  });
});

describe('a 0 € offer', () => {
  it('skips the payment: the account and its pending membership are recorded at once, then validated', async () => {
    const offer = await createOffer(t.db, { name: 'Gratuite', pricing: 'fixe', price: 0, condition: null });
    const input = registrationInput({ offer_id: offer.id });
    const checkout = await openCheckout(input);
    expect(checkout.statusCode).toBe(200);
    const url = new URL(checkout.json().url);
    expect(url.pathname).toBe('/register/success');
    const sessionId = url.searchParams.get('session_id') ?? '';

    const { users: created, memberships } = await findRegistered(t.db, input.email);
    expect(created[0]?.is_active).toBe(false);
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({
      montant_cents: 0,
      statut: 'pending',
      mode_paiement: null,
      offer_id: offer.id,
    });
    expect((await mailsTo(input.email)).map((mail) => mail.subject)).toHaveLength(1);

    const answers = await Promise.all([finalize(sessionId), finalize(sessionId)]);
    for (const answer of answers) {
      expect(answer.json()).toEqual({ prenom: input.prenom, email: input.email, free: true });
    }
    expect((await findRegistered(t.db, input.email)).memberships).toHaveLength(1);

    const admin = await createAdmin(t.db);
    const validated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/pending-users/${created[0]?.id}/validate`,
      headers: { cookie: await signedInAs(t.ctx, admin) },
    });
    expect(validated.statusCode).toBe(200);
    expect((await findRegistered(t.db, input.email)).memberships[0]?.statut).toBe('active');
  });
});

describe('a household offer', () => {
  it('makes a family of three members with one payment, and invites the two others', async () => {
    const offer = await createHouseholdOffer(t.db, { name: 'Foyer inscription' });
    const household = family('inscription');
    const input = registrationInput({ offer_id: offer.id, household });
    const checkout = await openCheckout(input);
    expect(await pageOf(checkout.json().url)).toMatch(/15,00\s€/);

    const sessionId = await payRegistration(t.app, input);
    const answers = await Promise.all([finalize(sessionId), finalize(sessionId)]);
    for (const answer of answers) {
      expect(answer.json()).toEqual({
        prenom: input.prenom,
        email: input.email,
        household: [
          { prenom: 'Paul', nom: 'Moreau' },
          { prenom: 'Lina', nom: 'Moreau' },
        ],
      });
    }

    const [payerMembership] = (await findRegistered(t.db, input.email)).memberships;
    expect(payerMembership).toMatchObject({ montant_cents: 1500, household_of: null, offer_id: offer.id });
    expect(payerMembership?.payment_id).toMatch(/^sim_pi_/);
    const others = await t.db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          household.map((member) => member.email),
        ),
      );
    expect(others.map((user) => [user.prenom, user.is_active, user.statut_membre])).toEqual(
      expect.arrayContaining([
        ['Paul', false, 'Membre Ordinaire'],
        ['Lina', false, 'Membre Ordinaire'],
      ]),
    );
    const shares = await t.db
      .select()
      .from(adhesions)
      .where(eq(adhesions.household_of, payerMembership?.id ?? ''));
    expect(shares).toHaveLength(2);
    for (const share of shares) {
      expect(share).toMatchObject({
        montant_cents: 0,
        payment_id: null,
        offer_id: offer.id,
        statut: 'pending',
        mode_paiement: 'Carte Bancaire',
        date_debut: payerMembership?.date_debut,
        date_fin: payerMembership?.date_fin,
      });
    }
    for (const member of household) {
      const mails = await mailsTo(member.email);
      expect(mails.map((mail) => mail.subject)).toEqual(["Votre espace membre chez l'Association HDS"]);
      expect(mails[0]?.text).toContain('/reset-password?token=');
    }
  });

  it('asks a member who already has an account, with no new account nor membership until she accepts', async () => {
    const offer = await createHouseholdOffer(t.db, { name: 'Foyer existant' });
    const known = await createMember(t.db);
    const input = registrationInput({
      offer_id: offer.id,
      household: [{ prenom: known.prenom, nom: known.nom, email: known.email.toUpperCase() }],
    });
    await finalize(await payRegistration(t.app, input));
    expect(await t.db.select().from(users).where(eq(users.email, known.email))).toHaveLength(1);
    expect(await t.db.select().from(adhesions).where(eq(adhesions.user_id, known.id))).toEqual([]);
    expect((await mailsTo(known.email)).map((mail) => mail.subject)).toEqual([
      `${input.prenom} ${input.nom} vous invite dans son foyer`,
    ]);
  });

  it('refuses the payer’s own address, an address twice, and more people than the offer covers', async () => {
    const offer = await createHouseholdOffer(t.db, { name: 'Foyer de deux', household_size: 2 });
    const bigger = await createHouseholdOffer(t.db, { name: 'Foyer de trois', household_size: 3 });
    const input = registrationInput();
    const own = await openCheckout({
      ...input,
      offer_id: bigger.id,
      household: [{ prenom: 'Moi', nom: 'Même', email: input.email.toUpperCase() }],
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields).toEqual([
      {
        path: 'household.0.email',
        message: 'C’est votre propre adresse : indiquez celle de ce membre du foyer',
      },
    ]);
    const twice = await openCheckout({
      ...input,
      offer_id: bigger.id,
      household: [
        { prenom: 'Paul', nom: 'M', email: 'paul-twice@exemple.fr' },
        { prenom: 'Paul', nom: 'M', email: 'Paul-Twice@exemple.fr' },
      ],
    });
    expect(twice.json().error.fields).toEqual([
      { path: 'household.1.email', message: 'Cette adresse est déjà celle d’un autre membre du foyer' },
    ]);
    const tooMany = await openCheckout({ ...input, offer_id: offer.id, household: family('trop') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({
      code: 'HOUSEHOLD_TOO_LARGE',
      message: 'Ce foyer compte au plus 2 personnes, vous compris',
    });
    const missing = await openCheckout({
      ...input,
      offer_id: bigger.id,
      household: [{ prenom: '', nom: 'M', email: 'pas-une-adresse' }],
    });
    expect(missing.json().error.fields.map((field: { path: string }) => field.path)).toEqual([
      'household.0.prenom',
      'household.0.email',
    ]);
  });

  it('refuses other people on an offer for one person', async () => {
    const offer = await createOffer(t.db, { name: 'Individuelle' });
    const response = await openCheckout(registrationInput({ offer_id: offer.id, household: family('seul') }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'household', message: 'Cette offre est individuelle : elle ne couvre pas d’autres personnes' },
    ]);
  });
});

describe('with a September season', () => {
  it('a membership taken online ends on the next first of September', async () => {
    const admin = await createAdmin(t.db);
    const settings = await getAssociationSettings(t.ctx);
    await updateAssociationSettings(
      t.ctx,
      { ...settings, season_start_month: 9, season_early_weeks: 0 },
      admin,
    );
    try {
      const input = registrationInput();
      await finalize(await payRegistration(t.app, input));
      const today = todayIso();
      const september = `${today.slice(0, 4)}-09-01`;
      const end = september > today ? september : addOneYear(september);
      expect((await findRegistered(t.db, input.email)).memberships[0]).toMatchObject({
        date_debut: today,
        date_fin: end,
      });
    } finally {
      await updateAssociationSettings(t.ctx, settings, admin);
    }
  });
});

describe('the checkout as recorded', () => {
  it('keeps the offer and the household with the payment, and never the browser’s amount', async () => {
    const offer = await createHouseholdOffer(t.db, { name: 'Foyer enregistré' });
    const household = family('record');
    const checkout = await openCheckout(registrationInput({ offer_id: offer.id, household, montant: 1 }));
    const sessionId = new URL(checkout.json().url).pathname.split('/').pop() ?? '';
    const [row] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.provider_session_id, sessionId));
    expect(row).toMatchObject({ offer_id: offer.id, amount_cents: 1500, household });
  });
});
