import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import {
  cancelSimulatedPayment,
  findSimulatedPayment,
  paySimulatedPayment,
  type SimulatedPayment,
} from '../../infra/payments/simulated.ts';
import { finalizePaidCheckout } from './checkout.ts';

/** The simulated provider's hosted page: what it shows, and where its two buttons lead. */
export async function findSimulatedCheckout(
  { db }: Pick<AppContext, 'db'>,
  { id }: { id: string },
): Promise<SimulatedPayment> {
  const payment = await findSimulatedPayment(db, id);
  if (!payment) throw notFound('Session de paiement introuvable');
  return payment;
}

/** « Payer »: the payment itself, and the address of the return page. */
export async function paySimulatedCheckout(ctx: AppContext, input: { id: string }): Promise<string> {
  await paySimulatedPayment(ctx.db, input.id);
  // « Payer » is the payment itself, as a real provider's page is: recorded now, even if the
  // payer closes the tab before the return page loads.
  await finalizePaidCheckout(ctx, input.id);
  return (await findSimulatedCheckout(ctx, input)).success_url;
}

/** « Annuler »: the checkout abandoned, and the address of the page the payer came from. */
export async function cancelSimulatedCheckout(
  ctx: Pick<AppContext, 'db'>,
  input: { id: string },
): Promise<string> {
  await cancelSimulatedPayment(ctx.db, input.id);
  return (await findSimulatedCheckout(ctx, input)).cancel_url;
}
