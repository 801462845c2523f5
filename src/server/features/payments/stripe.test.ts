import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { findRegistered, registrationInput } from '../../testing/registration.ts';
import { createStripeTestApp, type StripeTestApp } from '../../testing/stripe-test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

let stripeApp: StripeTestApp;
let t: TestApp;
let fake: StripeTestApp['fake'];

beforeAll(async () => {
  stripeApp = await createStripeTestApp();
  ({ t, fake } = stripeApp);
});
afterAll(() => stripeApp.close());

const sendWebhook = (sessionId: string, secret?: string) =>
  stripeApp.sendCheckoutCompleted(sessionId, secret);

async function openStripeCheckout() {
  const input = registrationInput();
  const response = await t.app.inject({ method: 'POST', url: '/api/registration/checkout', payload: input });
  expect(response.statusCode).toBe(200);
  const sessionId = response.json().url.split('/').pop() as string;
  return { input, sessionId, url: response.json().url as string };
}

describe('registration paid through Stripe', () => {
  it('sends Stripe the amount and our reference, never the password', async () => {
    const { input, url } = await openStripeCheckout();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const sent = fake.requests.at(-1) ?? '';
    expect(sent).toContain('[unit_amount]=750');
    expect(sent).not.toContain(encodeURIComponent(input.password));
    expect(sent).not.toContain(encodeURIComponent(input.adresse));
  });

  it('creates the member from the signed webhook, and the success page then finds it done', async () => {
    const { input, sessionId } = await openStripeCheckout();
    fake.markPaid(sessionId);
    const webhook = await sendWebhook(sessionId);
    expect(webhook.statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/registration/finalize',
      payload: { session_id: sessionId },
    });
    expect(page.statusCode).toBe(200);
    expect((await sendWebhook(sessionId)).statusCode).toBe(200);
    const registered = await findRegistered(t.db, input.email);
    expect(registered.users).toHaveLength(1);
    expect(registered.memberships).toHaveLength(1);
    expect(registered.memberships[0]?.payment_id).toBe(`pi_${sessionId}`);
  });

  it('refuses to finalise while Stripe says unpaid', async () => {
    const { sessionId } = await openStripeCheckout();
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/registration/finalize',
      payload: { session_id: sessionId },
    });
    expect(page.statusCode).toBe(409);
  });

  it('refuses a webhook whose signature is wrong', async () => {
    const { input, sessionId } = await openStripeCheckout();
    fake.markPaid(sessionId);
    const webhook = await sendWebhook(sessionId, 'whsec_forged');
    expect(webhook.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
  });
});
