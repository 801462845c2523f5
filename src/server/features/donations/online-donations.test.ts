import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_DONATION, receiptLinkPath } from '../../../domain/donations.ts';
import { todayIso } from '../../../domain/members.ts';
import { checkoutSessions, donationReceipts, donationSettings, mailOutbox, users } from '../../db/schema.ts';
import { enableReceipts } from '../../testing/donations-factories.ts';
import { createMember, signedInAs } from '../../testing/factories.ts';
import { giftsOf, onlineDonationInput, payDonation } from '../../testing/online-donations.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { finalizeForgottenCheckouts } from '../payments/catch-up.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const receiptsOff = () =>
  t.db
    .update(donationSettings)
    .set({ receipts_enabled: false, receipt_mode: 'par_don' })
    .where(eq(donationSettings.id, true));
beforeEach(receiptsOff);

const give = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/donations', payload, headers });
const finalize = (session_id: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/donations/finalize', payload: { session_id } });
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const year = todayIso().slice(0, 4);

describe('a gift of 80 € online with receipts on', () => {
  it('records the gift, issues receipt 1 of the year and mails its link and a thank-you', async () => {
    await enableReceipts(t);
    const input = onlineDonationInput();
    const sessionId = await payDonation(t.app, input);
    const answer = await finalize(sessionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      prenom: 'Paul',
      email: input.email,
      amount: 80,
      receipt_number: `${year}-0001`,
      receipt_annual: false,
    });
    const [gift] = await giftsOf(t.db, input.email);
    expect(gift?.donation).toMatchObject({
      amount_cents: 8000,
      donated_on: todayIso(),
      nature: 'numeraire',
      mode_paiement: 'Carte Bancaire',
      payment_id: expect.stringMatching(/^sim_pi_/),
      recorded_by: null,
      receipt_wanted: true,
    });
    expect(gift?.donor).toMatchObject({ user_id: null, prenom: 'Paul', ville: 'Paris' });
    const [receipt] = await t.db
      .select()
      .from(donationReceipts)
      .where(eq(donationReceipts.id, gift?.donation.receipt_id ?? ''));
    expect(receipt).toMatchObject({ number: `${year}-0001`, sequence: 1, amount_cents: 8000 });
    const mails = await mailsTo(input.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Merci pour votre don de 80,00\u00a0€',
      `Votre reçu fiscal n° ${year}-0001`,
    ]);
    const receiptMail = mails.find((mail) => mail.subject.startsWith('Votre reçu'));
    expect(receiptMail?.text).toContain(`${TEST_PUBLIC_URL}${receiptLinkPath(receipt?.access_token ?? '')}`);
    const thanks = mails.find((mail) => mail.subject.startsWith('Merci'));
    expect(thanks?.text).toContain(`Votre reçu fiscal n° ${year}-0001`);
  });

  // Two finalisations at the same time are the payments' helper's (payments/finish.test.ts).
  it('is recorded once when the page comes back after a first finalisation', async () => {
    await enableReceipts(t);
    const input = onlineDonationInput({ amount: 25 });
    const sessionId = await payDonation(t.app, input);
    const first = await finalize(sessionId);
    expect(first.statusCode).toBe(200);
    expect((await finalize(sessionId)).json()).toEqual(first.json());
    expect(await giftsOf(t.db, input.email)).toHaveLength(1);
    expect(await mailsTo(input.email)).toHaveLength(2);
    const [checkout] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.provider_session_id, sessionId));
    expect(checkout).toMatchObject({ status: 'completed', purpose: 'don', amount_cents: 2500 });
  });

  it('says the receipt comes with the annual issue when the settings are annual', async () => {
    await enableReceipts(t, { receipt_mode: 'annuel' });
    const input = onlineDonationInput();
    const answer = await finalize(await payDonation(t.app, input));
    expect(answer.json()).toMatchObject({ receipt_number: null, receipt_annual: true });
    const [thanks] = await mailsTo(input.email);
    expect(thanks?.text).toContain('reçus annuels');
  });
});

describe('a company’s gift online', () => {
  it('records the company as the donor, a signed-in member’s company apart from the member', async () => {
    await enableReceipts(t.ctx);
    const member = await createMember(t.db, { prenom: 'Paul', nom: 'Généreux' });
    const cookie = await signedInAs(t.ctx, member);
    const input = onlineDonationInput({
      email: member.email,
      donor_kind: 'entreprise',
      raison_sociale: 'Atelier Généreux SARL',
      siren: '542107651',
    });
    await finalize(await payDonation(t.app, input, { cookie }));
    const [gift] = await giftsOf(t.db, member.email);
    expect(gift?.donor).toMatchObject({
      user_id: null,
      kind: 'entreprise',
      raison_sociale: 'Atelier Généreux SARL',
      siren: '542107651',
    });
    const [receipt] = await t.db
      .select()
      .from(donationReceipts)
      .where(eq(donationReceipts.donor_id, gift?.donor.id ?? ''));
    expect(receipt?.donor.entreprise).toEqual({
      raison_sociale: 'Atelier Généreux SARL',
      siren: '542107651',
    });
    expect(receipt?.articles).toEqual(['238 bis']);
  });
});

describe('POST /api/donations refuses', () => {
  it.each([
    // The route cannot know the settings' maximum: its message names no maximum rather than a wrong one.
    [0, 'Le montant du don doit être d’au moins 1 €'],
    [-5, 'Le montant du don doit être d’au moins 1 €'],
    [10.555, 'Le montant a au plus deux décimales'],
  ])('the amount %s beside its field', async (amount, message) => {
    const response = await give(onlineDonationInput({ amount }));
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual([{ path: 'amount', message }]);
  });

  it('an amount above the settings’ maximum, checked by the server', async () => {
    const response = await give(onlineDonationInput({ amount: DEFAULT_MAX_DONATION + 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'amount', message: 'Le montant du don doit être compris entre 1 € et 10\u202f000 €' },
    ]);
  });

  it('a receipt wanted without the address, beside each missing field', async () => {
    const response = await give(onlineDonationInput({ adresse: '', ville: null }));
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .error.fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['adresse', 'ville']);
  });

  it('a company without its legal name or with a SIREN that fails its check', async () => {
    const response = await give(
      onlineDonationInput({ donor_kind: 'entreprise', raison_sociale: null, siren: '542107650' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'siren', message: 'Le numéro SIREN compte 9 chiffres et doit être valide' },
      { path: 'raison_sociale', message: 'Indiquez la raison sociale de l’entreprise' },
    ]);
  });

  it('a missing name', async () => {
    const response = await give(onlineDonationInput({ prenom: '' }));
    expect(response.json().error.fields).toEqual([{ path: 'prenom', message: 'Ce champ est requis' }]);
  });

  it('to finalise an unknown or unpaid session', async () => {
    expect((await finalize('sim_inconnue')).statusCode).toBe(404);
    const checkout = await give(onlineDonationInput());
    const sessionId = new URL(checkout.json().url).pathname.split('/').pop();
    expect((await finalize(sessionId)).json().error.code).toBe('PAYMENT_NOT_CONFIRMED');
    expect((await finalize('')).json().error.code).toBe('VALIDATION');
  });
});

describe('receipts off', () => {
  it('records the gift without a receipt, even if one was asked for', async () => {
    const input = onlineDonationInput({
      adresse: null,
      code_postal: null,
      ville: null,
      receipt_wanted: false,
    });
    const answer = await finalize(await payDonation(t.app, input));
    expect(answer.json()).toMatchObject({ amount: 80, receipt_number: null, receipt_annual: false });
    const asked = onlineDonationInput();
    await finalize(await payDonation(t.app, asked));
    const [gift] = await giftsOf(t.db, asked.email);
    expect(gift?.donation).toMatchObject({ receipt_id: null, receipt_wanted: false });
    expect((await mailsTo(asked.email)).map((mail) => mail.subject)).toEqual([
      'Merci pour votre don de 80,00\u00a0€',
    ]);
  });
});

describe('a signed-in member', () => {
  it('finds the form prefilled, and their gift links the donor to them', async () => {
    const member = await createMember(t.db, { prenom: 'Louise', nom: 'Fidèle' });
    await t.db
      .update(users)
      .set({ adresse: '4 allée des Tilleuls', code_postal: '33000', ville: 'Bordeaux' })
      .where(eq(users.id, member.id));
    const cookie = await signedInAs(t.ctx, member);
    const form = await t.app.inject({ method: 'GET', url: '/api/donations/form', headers: { cookie } });
    expect(form.json()).toEqual({
      suggested_amounts: [20, 50, 100],
      max_amount: DEFAULT_MAX_DONATION,
      receipts_enabled: false,
      receipt_mode: 'par_don',
      prefill: {
        prenom: 'Louise',
        nom: 'Fidèle',
        email: member.email,
        adresse: '4 allée des Tilleuls',
        code_postal: '33000',
        ville: 'Bordeaux',
      },
    });
    const input = onlineDonationInput({ prenom: 'Louise', nom: 'Fidèle', email: member.email });
    await finalize(await payDonation(t.app, input, { cookie }));
    const [gift] = await giftsOf(t.db, member.email);
    expect(gift?.donor.user_id).toBe(member.id);
  });

  it('gives under another name and email without rewriting their earlier gift, its receipt or its mails', async () => {
    await enableReceipts(t.ctx);
    const member = await createMember(t.db, { prenom: 'Odile', nom: 'Constante' });
    const cookie = await signedInAs(t.ctx, member);
    const own = onlineDonationInput({ prenom: 'Odile', nom: 'Constante', email: member.email });
    await finalize(await payDonation(t.app, own, { cookie }));
    const other = onlineDonationInput({ prenom: 'Igor', nom: 'Emprunt', email: 'igor.emprunt@example.org' });
    await finalize(await payDonation(t.app, other, { cookie }));

    const [earlier] = await giftsOf(t.db, member.email);
    expect(earlier?.donor).toMatchObject({ user_id: member.id, prenom: 'Odile', nom: 'Constante' });
    const [later] = await giftsOf(t.db, 'igor.emprunt@example.org');
    expect(later?.donor).toMatchObject({ user_id: null, prenom: 'Igor', nom: 'Emprunt' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/members/me/donations', headers: { cookie } });
    expect(mine.json().donations).toHaveLength(1);
    // Only the gift made under the other identity mails the other address.
    expect(await mailsTo('igor.emprunt@example.org')).toHaveLength(2);
    expect((await mailsTo(member.email)).length).toBe(2);
  });

  it('a visitor gets the form without prefill', async () => {
    const form = await t.app.inject({ method: 'GET', url: '/api/donations/form' });
    expect(form.statusCode).toBe(200);
    expect(form.json().prefill).toBeNull();
  });
});

describe('the payments catch-up', () => {
  it('records a paid gift whose thank-you page never came, once', async () => {
    const input = onlineDonationInput({ amount: 42 });
    const sessionId = await payDonation(t.app, input);
    const later = new Date(Date.now() + 11 * 60 * 1000);
    await finalizeForgottenCheckouts(t.ctx, later);
    await finalizeForgottenCheckouts(t.ctx, later);
    expect(await giftsOf(t.db, input.email)).toHaveLength(1);
    expect((await finalize(sessionId)).json()).toMatchObject({ amount: 42 });
  });
});
