import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { simulatedPayments } from '../../db/schema.ts';
import { type PaymentProvider, SESSION_ID_PLACEHOLDER } from './provider.ts';

export type SimulatedPayment = typeof simulatedPayments.$inferSelect;

/**
 * The offline default: the "provider" is a page of our own server (/paiement-simule/:id) with a
 * Payer and an Annuler button, keeping its own book like a real provider would.
 */
export function createSimulatedProvider(db: Db, publicUrl: string): PaymentProvider {
  return {
    name: 'simulated',
    async createCheckout(request) {
      const id = `sim_${randomUUID()}`;
      await db.insert(simulatedPayments).values({
        id,
        amount_cents: request.amountCents,
        description: request.description,
        success_url: request.successUrl.replace(SESSION_ID_PLACEHOLDER, id),
        cancel_url: request.cancelUrl,
      });
      return { providerSessionId: id, url: `${publicUrl}/paiement-simule/${id}` };
    },
    async getPayment(providerSessionId) {
      const payment = await findSimulatedPayment(db, providerSessionId);
      // The page keeps no reference of ours: the checkout is found by the provider's id alone.
      if (payment?.status !== 'paid' || !payment.payment_id) return { status: 'unpaid', checkoutId: null };
      return {
        status: 'paid',
        paymentId: payment.payment_id,
        amountCents: payment.amount_cents,
        checkoutId: null,
      };
    },
    async refund(paymentId) {
      await db
        .update(simulatedPayments)
        .set({ status: 'refunded' })
        .where(and(eq(simulatedPayments.payment_id, paymentId), eq(simulatedPayments.status, 'paid')));
    },
  };
}

export async function findSimulatedPayment(db: Db, id: string): Promise<SimulatedPayment | undefined> {
  const [payment] = await db.select().from(simulatedPayments).where(eq(simulatedPayments.id, id));
  return payment;
}

/** "Charges the card": only an open payment can become paid, once. */
export async function paySimulatedPayment(db: Db, id: string): Promise<void> {
  await db
    .update(simulatedPayments)
    .set({ status: 'paid', payment_id: `sim_pi_${randomUUID()}` })
    .where(and(eq(simulatedPayments.id, id), eq(simulatedPayments.status, 'open')));
}

export async function cancelSimulatedPayment(db: Db, id: string): Promise<void> {
  await db
    .update(simulatedPayments)
    .set({ status: 'cancelled' })
    .where(and(eq(simulatedPayments.id, id), eq(simulatedPayments.status, 'open')));
}
