import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions } from '../../db/schema.ts';
import { createMember, signedInAs } from '../../testing/factories.ts';
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

describe('renewal paid through Stripe', () => {
  it('records one active membership from the webhook, which the return page then finds', async () => {
    const member = await createMember(t.db);
    const cookie = await signedInAs(t.ctx, member);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/renewal/checkout',
      headers: { cookie },
      payload: {},
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = checkout.json().url.split('/').pop() as string;
    expect(fake.session(sessionId)?.metadata.purpose).toBe('renouvellement');
    expect(fake.requests.at(-1)).toContain('[unit_amount]=750');
    fake.markPaid(sessionId);
    expect((await sendWebhook(sessionId)).statusCode).toBe(200);
    expect((await sendWebhook(sessionId)).statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/renewal/finalize',
      headers: { cookie },
      payload: { session_id: sessionId },
    });
    expect(page.statusCode).toBe(200);
    const rows = await t.db.select().from(adhesions).where(eq(adhesions.user_id, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ statut: 'active', payment_id: `pi_${sessionId}`, montant_cents: 750 });
  });
});
