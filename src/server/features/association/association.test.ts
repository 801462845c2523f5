import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeTestApp, type StripeTestApp } from '../../testing/stripe-test-app.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let simulated: TestApp;
let stripe: StripeTestApp;
beforeAll(async () => {
  [simulated, stripe] = await Promise.all([createTestApp(), createStripeTestApp()]);
});
afterAll(() => Promise.all([simulated.close(), stripe.close()]));

describe('GET /api/association', () => {
  it('tells anyone the identity, the fees, the membership year and whether payments are real', async () => {
    const response = await simulated.app.inject({ method: 'GET', url: '/api/association' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      initials: 'HDS',
      fees: { standard: 7.5, premium: 10, bienfaiteur: 0 },
      season: { start_month: null, early_weeks: 4 },
      payment_provider: 'simulated',
    });
    const real = await stripe.t.app.inject({ method: 'GET', url: '/api/association' });
    expect(real.json().payment_provider).toBe('stripe');
  });
});
