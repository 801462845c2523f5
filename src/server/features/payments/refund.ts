import { and, eq } from 'drizzle-orm';
import type { RefundStatus } from '../../../domain/members.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { serviceUnavailable } from '../../http/errors.ts';
import { FREE_CHECKOUT } from './checkout.ts';

export const REFUND_UNAVAILABLE =
  'Le service de paiement ne répond pas : le remboursement n’a pas pu être demandé, et rien n’a été changé. Réessayez dans quelques minutes.';

type PaidMembership = { id: string; montant_cents: number; payment_id: string | null };

/**
 * Gives back what a membership cost, when it is refused: through the provider that took it when
 * it was paid online and that provider is still the association's, else by the treasurer (cash,
 * cheque, transfer, or a provider since replaced), whom the ledger's « À rembourser » tells.
 * Nothing paid (0 €, a household member's share): nothing to refund. Called inside the refusal's
 * transaction, before it writes: a provider that fails leaves the refusal undone (503), and the
 * key makes a repeated refusal refund once where the provider keeps keys (Stripe).
 */
export async function refundMembership(
  ctx: AppContext,
  tx: DbOrTx,
  membership: PaidMembership,
): Promise<RefundStatus | null> {
  if (membership.montant_cents <= 0) return null;
  if (!membership.payment_id) return 'a_rembourser';
  const [checkout] = await tx
    .select({ provider: checkoutSessions.provider })
    .from(checkoutSessions)
    .where(
      and(eq(checkoutSessions.payment_id, membership.payment_id), eq(checkoutSessions.status, 'completed')),
    )
    .limit(1);
  if (checkout?.provider === FREE_CHECKOUT) return null;
  if (checkout?.provider !== ctx.payments.name) return 'a_rembourser';
  try {
    await ctx.payments.refund(membership.payment_id, `refus-adhesion-${membership.id}`);
  } catch (error) {
    ctx.log.warn({ err: error }, 'remboursement refusé ou impossible');
    throw serviceUnavailable(REFUND_UNAVAILABLE);
  }
  return 'rembourse';
}
