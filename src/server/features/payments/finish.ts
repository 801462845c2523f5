import { and, eq } from 'drizzle-orm';
import type { CheckoutPurpose } from '../../../domain/checkouts.ts';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { confirmPayment } from './checkout.ts';

export type Checkout = typeof checkoutSessions.$inferSelect;

export const CHECKOUT_NOT_FOUND = 'Session de paiement introuvable';

/** A checkout locked for its recording, with the payment the provider confirmed. */
export type PaidCheckout = Checkout & { payment_id: string };

/** What a recording may tell the checkout it completes: the account it created (a sign-up). */
type Completion = { user_id: string };

/**
 * What a feature records once its checkout is paid, and nothing else: `prepare` reads (and
 * hashes) what needs no lock, so that the transaction holds its connection for less time;
 * `record` writes in the transaction that locked the checkout and then marks it completed.
 */
export type CheckoutRecording<Prepared> = {
  prepare: (checkout: Checkout) => Promise<Prepared>;
  record: (tx: Tx, checkout: PaidCheckout, prepared: Prepared) => Promise<Completion | undefined>;
};

/** The checkout of this kind the provider's session pays, if there is one. */
export async function findCheckout(
  ctx: AppContext,
  { purpose, providerSessionId }: { purpose: CheckoutPurpose; providerSessionId: string },
): Promise<Checkout | undefined> {
  const [checkout] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(
      and(eq(checkoutSessions.provider_session_id, providerSessionId), eq(checkoutSessions.purpose, purpose)),
    );
  return checkout;
}

/**
 * Finishes a paid checkout, the one way every kind of payment is finished. The return page, the
 * provider's notification and the catch-up job may all call it, in any order and at the same
 * time: the provider (never the browser) confirms the payment, then the checkout row is locked,
 * skipped when another call completed it meanwhile, and recorded and marked completed in the
 * same transaction, so one payment records once. Returns the checkout as completed.
 */
export async function finishPaidCheckout<Prepared>(
  ctx: AppContext,
  checkout: Checkout,
  recording: CheckoutRecording<Prepared>,
): Promise<Checkout> {
  if (checkout.status === 'completed') return checkout;
  const paymentId = await confirmPayment(ctx, checkout);
  const prepared = await recording.prepare(checkout);
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout.id))
      .for('update');
    if (!locked) throw notFound(CHECKOUT_NOT_FOUND);
    if (locked.status === 'completed') return locked;
    // Written before the recording, in its transaction: what the recording posts to the books
    // finds its provider by the payment.
    await tx
      .update(checkoutSessions)
      .set({ payment_id: paymentId })
      .where(eq(checkoutSessions.id, locked.id));
    const completion = await recording.record(tx, { ...locked, payment_id: paymentId }, prepared);
    const [completed] = await tx
      .update(checkoutSessions)
      .set({
        status: 'completed',
        completed_at: new Date(),
        payment_id: paymentId,
        // A sign-up's password waits only until its account exists (or is refused).
        password_hash: null,
        ...completion,
      })
      .where(eq(checkoutSessions.id, locked.id))
      .returning();
    return completed ?? locked;
  });
}
