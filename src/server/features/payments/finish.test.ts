import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../db/schema.ts';
import { createMember } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { FREE_CHECKOUT } from './checkout.ts';
import { type Checkout, type CheckoutRecording, finishPaidCheckout } from './finish.ts';

// The one way a paid checkout is finished, whatever it sold: each feature's tests then check only
// what its recording writes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A 0 € checkout, which no provider confirms: its payment is known without a network. */
async function freeCheckout(values: Partial<typeof checkoutSessions.$inferInsert> = {}): Promise<Checkout> {
  const id = randomUUID();
  const [row] = await t.db
    .insert(checkoutSessions)
    .values({
      id,
      purpose: 'inscription',
      provider: FREE_CHECKOUT,
      provider_session_id: `${FREE_CHECKOUT}_${id}`,
      amount_cents: 0,
      ...values,
    })
    .returning();
  if (!row) throw new Error('checkout non créé');
  return row;
}

/** A recording that counts its calls, and takes its time under the lock so that calls overlap. */
function countingRecording(record: CheckoutRecording<string>['record'] = async () => undefined) {
  const calls = { prepare: 0, record: 0 };
  const recording: CheckoutRecording<string> = {
    prepare: async () => {
      calls.prepare += 1;
      return 'prêt';
    },
    record: async (tx, checkout, prepared) => {
      calls.record += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return record(tx, checkout, prepared);
    },
  };
  return { calls, recording };
}

const stored = async (id: string) =>
  (await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0];

describe('finishPaidCheckout', () => {
  it('records what was bought with the confirmed payment and marks the checkout completed', async () => {
    const checkout = await freeCheckout();
    const seen: unknown[] = [];
    const { recording } = countingRecording(async (_tx, paid, prepared) => {
      seen.push({ status: paid.status, payment_id: paid.payment_id, prepared });
      return undefined;
    });
    const completed = await finishPaidCheckout(t.ctx, checkout, recording);
    const paymentId = `${FREE_CHECKOUT}-${checkout.id}`;
    expect(seen).toEqual([{ status: 'open', payment_id: paymentId, prepared: 'prêt' }]);
    expect(completed).toMatchObject({ status: 'completed', payment_id: paymentId });
    expect(completed.completed_at).not.toBeNull();
    expect(await stored(checkout.id)).toEqual(completed);
  });

  it('records once when two finalisations come at the same time (page and notification)', async () => {
    const checkout = await freeCheckout();
    const { calls, recording } = countingRecording();
    const [first, second] = await Promise.all([
      finishPaidCheckout(t.ctx, checkout, recording),
      finishPaidCheckout(t.ctx, checkout, recording),
    ]);
    expect(calls.record).toBe(1);
    expect(first).toEqual(second);
    expect(first.status).toBe('completed');
  });

  it('skips a completed checkout without asking for the payment nor preparing again', async () => {
    const checkout = await freeCheckout();
    const { calls, recording } = countingRecording();
    const completed = await finishPaidCheckout(t.ctx, checkout, recording);
    const again = await finishPaidCheckout(t.ctx, completed, recording);
    expect(again).toEqual(completed);
    expect(calls).toEqual({ prepare: 1, record: 1 });
  });

  it('keeps the account a sign-up created, and forgets the password it waited with', async () => {
    const member = await createMember(t.db);
    const checkout = await freeCheckout({ password_hash: 'haché' });
    const { recording } = countingRecording(async () => ({ user_id: member.id }));
    const completed = await finishPaidCheckout(t.ctx, checkout, recording);
    expect(completed).toMatchObject({ user_id: member.id, password_hash: null });
  });

  it('leaves the checkout open when the recording fails, so that the next call records it', async () => {
    const checkout = await freeCheckout();
    const failing = countingRecording(async () => {
      throw new Error('panne');
    });
    await expect(finishPaidCheckout(t.ctx, checkout, failing.recording)).rejects.toThrow('panne');
    expect(await stored(checkout.id)).toMatchObject({ status: 'open', payment_id: null });

    const { calls, recording } = countingRecording();
    expect((await finishPaidCheckout(t.ctx, checkout, recording)).status).toBe('completed');
    expect(calls.record).toBe(1);
  });

  it('records nothing while the provider has not confirmed the payment', async () => {
    const [checkout] = await t.db
      .insert(checkoutSessions)
      .values({ purpose: 'don', provider: t.ctx.payments.name, amount_cents: 2000 })
      .returning();
    if (!checkout) throw new Error('checkout non créé');
    const { calls, recording } = countingRecording();
    await expect(finishPaidCheckout(t.ctx, checkout, recording)).rejects.toMatchObject({
      code: 'PAYMENT_NOT_CONFIRMED',
    });
    expect(calls).toEqual({ prepare: 0, record: 0 });
    expect((await stored(checkout.id))?.status).toBe('open');
  });
});
