import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_HELLOASSO_ACCOUNT,
  type FakeHelloAsso,
  INTENT_LIFETIME_MS,
  startFakeHelloAsso,
} from '../../testing/fake-helloasso.ts';
import { createHelloAssoProvider } from './helloasso.ts';
import { type CheckoutRequest, type PaymentProvider, SESSION_ID_PLACEHOLDER } from './provider.ts';

const PUBLIC_URL = 'https://membres.association.example';
const MINUTE = 60_000;

let fake: FakeHelloAsso;
let clockOffset = 0;
const now = () => Date.now() + clockOffset;

beforeAll(async () => {
  fake = await startFakeHelloAsso({ now });
});
afterAll(() => fake.close());

/** A fresh provider each test, so that each starts without a token. */
let provider: PaymentProvider;
beforeEach(() => {
  clockOffset = 0;
  fake.refusePayer(false);
  fake.grants.length = 0;
  provider = createHelloAssoProvider({ apiUrl: fake.url, ...FAKE_HELLOASSO_ACCOUNT }, now);
});

const checkoutRequest = (checkoutId = randomUUID()): CheckoutRequest => ({
  checkoutId,
  purpose: 'inscription',
  amountCents: 750,
  description: 'Adhésion annuelle — Association HDS',
  payer: {
    email: 'jeanne@exemple.fr',
    firstName: 'Jeanne',
    lastName: 'Moreau',
    address: '12 rue des Lilas',
    zipCode: '69003',
    city: 'Lyon',
  },
  successUrl: `${PUBLIC_URL}/adhesion?success=true&session_id=${SESSION_ID_PLACEHOLDER}`,
  cancelUrl: `${PUBLIC_URL}/adhesion?annule=1`,
});

describe('the HelloAsso access token', () => {
  it('is asked once for concurrent payments, then renewed once with the refresh token a minute before it expires', async () => {
    await Promise.all([1, 2, 3, 4, 5].map(() => provider.createCheckout(checkoutRequest())));
    expect(fake.grants).toEqual(['client_credentials']);
    const bearers = new Set(fake.intentRequests.slice(-5).map((request) => request.authorization));
    expect(bearers.size).toBe(1);

    clockOffset = 29.5 * MINUTE;
    const opened = await Promise.all([1, 2, 3, 4, 5].map(() => provider.createCheckout(checkoutRequest())));
    expect(fake.grants).toEqual(['client_credentials', 'refresh_token']);
    expect(opened.every((checkout) => checkout.url.startsWith(fake.url))).toBe(true);
  });

  it('comes from the credentials again when the refresh token is refused', async () => {
    await provider.createCheckout(checkoutRequest());
    fake.revokeTokens({ refresh: true });
    clockOffset = 31 * MINUTE;
    await Promise.all([1, 2, 3].map(() => provider.createCheckout(checkoutRequest())));
    expect(fake.grants).toEqual(['client_credentials', 'client_credentials']);
  });

  it('is renewed when HelloAsso refuses it before its time, and the call goes through', async () => {
    const { providerSessionId } = await provider.createCheckout(checkoutRequest());
    fake.revokeTokens({ refresh: false });
    expect((await provider.getPayment(providerSessionId)).status).toBe('unpaid');
    expect(fake.grants).toEqual(['client_credentials', 'refresh_token']);
  });
});

describe('the HelloAsso checkout intent', () => {
  it('carries the amount in cents, the payer, our reference only, and our pages without the session placeholder', async () => {
    const request = checkoutRequest();
    await provider.createCheckout(request);
    expect(fake.intentRequests.at(-1)?.body).toEqual({
      totalAmount: 750,
      initialAmount: 750,
      itemName: 'Adhésion annuelle — Association HDS',
      backUrl: `${PUBLIC_URL}/adhesion?annule=1`,
      errorUrl: `${PUBLIC_URL}/adhesion?annule=1`,
      returnUrl: `${PUBLIC_URL}/adhesion?success=true`,
      containsDonation: false,
      payer: {
        firstName: 'Jeanne',
        lastName: 'Moreau',
        email: 'jeanne@exemple.fr',
        address: '12 rue des Lilas',
        zipCode: '69003',
        city: 'Lyon',
        country: 'FRA',
      },
      metadata: { reference: request.checkoutId },
    });
  });

  it('is opened without the payer when HelloAsso refuses the payer, who then types it on its page', async () => {
    fake.refusePayer(true);
    const opened = await provider.createCheckout(checkoutRequest());
    expect(opened.url).toBe(`${fake.url}/checkout/${opened.providerSessionId}`);
    expect(fake.intentRequests.at(-1)?.body.payer).toBeUndefined();
  });

  it('reads as paid only once HelloAsso holds an authorised payment, with its order and amount', async () => {
    const request = checkoutRequest();
    const { providerSessionId } = await provider.createCheckout(request);
    expect(await provider.getPayment(providerSessionId)).toEqual({
      status: 'unpaid',
      checkoutId: request.checkoutId,
    });
    const back = new URL(fake.pay(providerSessionId));
    expect(back.searchParams.get('code')).toBe('succeeded');
    expect(await provider.getPayment(providerSessionId)).toEqual({
      status: 'paid',
      paymentId: `helloasso-order-${back.searchParams.get('orderId')}`,
      amountCents: 750,
      checkoutId: request.checkoutId,
    });
  });

  it('reads as expired once HelloAsso has forgotten it, 45 minutes unpaid; an id not HelloAsso’s too', async () => {
    const { providerSessionId } = await provider.createCheckout(checkoutRequest());
    clockOffset = INTENT_LIFETIME_MS + MINUTE;
    expect((await provider.getPayment(providerSessionId)).status).toBe('expired');
    expect((await provider.getPayment('../oauth2/token')).status).toBe('expired');
  });

  it('fails, rather than reading unpaid, while HelloAsso does not answer', async () => {
    const { providerSessionId } = await provider.createCheckout(checkoutRequest());
    fake.setUnavailable(true);
    try {
      await expect(provider.getPayment(providerSessionId)).rejects.toThrow(
        'HelloAsso : lecture du paiement (statut 503)',
      );
      await expect(provider.createCheckout(checkoutRequest())).rejects.toThrow(/HelloAsso/);
    } finally {
      fake.setUnavailable(false);
    }
  });
});

describe('the HelloAsso refund', () => {
  it('refunds the order’s authorised payment once, even when asked again after a lost answer', async () => {
    const { providerSessionId } = await provider.createCheckout(checkoutRequest());
    const orderId = new URL(fake.pay(providerSessionId)).searchParams.get('orderId');
    const paymentId = `helloasso-order-${orderId}`;
    await provider.refund(paymentId, 'refus-1');
    await provider.refund(paymentId, 'refus-1');
    expect(fake.refunds.filter((refund) => refund.orderId === Number(orderId))).toHaveLength(1);
  });

  it('fails for a payment that is not one of HelloAsso’s orders, or while HelloAsso does not answer', async () => {
    await expect(provider.refund('pi_stripe', 'refus-2')).rejects.toThrow(/HelloAsso/);
    await expect(provider.refund('helloasso-order-999999', 'refus-3')).rejects.toThrow(
      'HelloAsso : lecture de la commande (statut 404)',
    );
    const { providerSessionId } = await provider.createCheckout(checkoutRequest());
    const orderId = new URL(fake.pay(providerSessionId)).searchParams.get('orderId');
    fake.setUnavailable(true);
    try {
      await expect(provider.refund(`helloasso-order-${orderId}`, 'refus-4')).rejects.toThrow(/HelloAsso/);
    } finally {
      fake.setUnavailable(false);
    }
  });
});
