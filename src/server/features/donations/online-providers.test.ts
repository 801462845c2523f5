import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../domain/members.ts';
import { enableReceipts } from '../../testing/donations-factories.ts';
import { createHelloAssoTestApp, type HelloAssoTestApp } from '../../testing/helloasso-test-app.ts';
import { giftsOf, onlineDonationInput } from '../../testing/online-donations.ts';
import { createStripeTestApp, type StripeTestApp } from '../../testing/stripe-test-app.ts';
import { finalizeForgottenCheckouts } from '../payments/catch-up.ts';

const year = todayIso().slice(0, 4);

describe('a gift paid through Stripe', () => {
  let stripe: StripeTestApp;
  beforeAll(async () => {
    stripe = await createStripeTestApp();
    await enableReceipts(stripe.t);
  });
  afterAll(() => stripe.close());

  const open = async () => {
    const input = onlineDonationInput();
    const response = await stripe.t.app.inject({ method: 'POST', url: '/api/donations', payload: input });
    expect(response.statusCode).toBe(200);
    return { input, sessionId: response.json().url.split('/').pop() as string };
  };
  const finalize = (session_id: string) =>
    stripe.t.app.inject({ method: 'POST', url: '/api/donations/finalize', payload: { session_id } });

  it('sends Stripe the gift’s amount, and records it once from the webhook and the page', async () => {
    const { input, sessionId } = await open();
    const sent = stripe.fake.requests.at(-1) ?? '';
    expect(sent).toContain('[unit_amount]=8000');
    expect(sent).toContain('[purpose]=don');
    expect((await finalize(sessionId)).statusCode).toBe(409);
    stripe.fake.markPaid(sessionId);
    expect((await stripe.sendCheckoutCompleted(sessionId)).statusCode).toBe(200);
    const page = await finalize(sessionId);
    expect(page.json()).toMatchObject({ amount: 80, receipt_number: `${year}-0001` });
    expect((await stripe.sendCheckoutCompleted(sessionId)).statusCode).toBe(200);
    const gifts = await giftsOf(stripe.t.db, input.email);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]?.donation.payment_id).toBe(`pi_${sessionId}`);
  });
});

describe('a gift paid through HelloAsso', () => {
  let helloasso: HelloAssoTestApp;
  beforeAll(async () => {
    helloasso = await createHelloAssoTestApp();
  });
  afterAll(() => helloasso.close());

  const open = async (amount = 80) => {
    const input = onlineDonationInput({ amount });
    const response = await helloasso.t.app.inject({ method: 'POST', url: '/api/donations', payload: input });
    expect(response.statusCode).toBe(200);
    const intentId = new URL(response.json().url).pathname.split('/').pop() ?? '';
    return { input, intentId };
  };
  const returnTo = (returnUrl: string) =>
    helloasso.t.app.inject({
      method: 'POST',
      url: '/api/donations/finalize',
      payload: { session_id: new URL(returnUrl).searchParams.get('checkoutIntentId') },
    });

  it('tells HelloAsso it is a gift, and records it once from the notification and the return page', async () => {
    const { input, intentId } = await open();
    expect(helloasso.fake.intent(intentId)?.body.containsDonation).toBe(true);
    const returnUrl = helloasso.fake.pay(intentId);
    expect(new URL(returnUrl).pathname).toBe('/don/merci');
    await helloasso.fake.notify(intentId);
    expect(await giftsOf(helloasso.t.db, input.email)).toHaveLength(1);
    const page = await returnTo(returnUrl);
    expect(page.json()).toMatchObject({ amount: 80, receipt_number: null });
    const gifts = await giftsOf(helloasso.t.db, input.email);
    expect(gifts).toHaveLength(1);
    const orderId = new URL(returnUrl).searchParams.get('orderId');
    expect(gifts[0]?.donation.payment_id).toBe(`helloasso-order-${orderId}`);
  });

  it('refuses a payment of another amount than the gift’s, whoever asks', async () => {
    const { input, intentId } = await open();
    const returnUrl = helloasso.fake.pay(intentId, { amountCents: 100 });
    await helloasso.fake.notify(intentId);
    const page = await returnTo(returnUrl);
    expect(page.statusCode).toBe(409);
    expect(page.json().error).toEqual({
      code: 'AMOUNT_MISMATCH',
      message:
        "Le montant payé (1,00\u00a0€) ne correspond pas au don (80,00\u00a0€) : le don n'est pas enregistré. Contactez l'association.",
    });
    expect(await giftsOf(helloasso.t.db, input.email)).toHaveLength(0);
  });

  it('is recorded by the catch-up when both the page and the notification went astray', async () => {
    const { input, intentId } = await open(15);
    helloasso.fake.pay(intentId);
    await finalizeForgottenCheckouts(helloasso.t.ctx, new Date(Date.now() + 11 * 60 * 1000));
    const gifts = await giftsOf(helloasso.t.db, input.email);
    expect(gifts.map((gift) => gift.donation.amount_cents)).toEqual([1500]);
  });
});
