import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { type CheckoutPurpose, SESSION_ID_PLACEHOLDER } from '../../infra/payments/provider.ts';
import { getAssociationSettings } from '../settings/service.ts';

export const PAYMENT_NOT_CONFIRMED = "Le paiement n'a pas été confirmé";

type NewCheckout = {
  purpose: CheckoutPurpose;
  description: string;
  customerEmail: string;
  /** Page the provider sends the payer back to; it receives `session_id`. */
  successPath: string;
  /** Page a cancelled payment leads back to; it may carry our reference (the checkout id). */
  cancelPath: string | ((checkoutId: string) => string);
} & Pick<typeof checkoutSessions.$inferInsert, 'registration' | 'password_hash' | 'user_id'>;

/**
 * Opens a payment of the ordinary yearly fee: the server sets the amount, records what the payment
 * is for, and gives the provider only the amount, the payer's email and our reference.
 */
export async function openCheckout(ctx: AppContext, checkout: NewCheckout): Promise<{ url: string }> {
  const { purpose, description, customerEmail, successPath, cancelPath, ...record } = checkout;
  const checkoutId = randomUUID();
  const settings = await getAssociationSettings(ctx.db, ctx.config);
  const amountCents = Math.round(settings.fees.standard * 100);
  await ctx.db
    .insert(checkoutSessions)
    .values({ id: checkoutId, purpose, provider: ctx.payments.name, amount_cents: amountCents, ...record });
  const separator = successPath.includes('?') ? '&' : '?';
  const opened = await ctx.payments.createCheckout({
    checkoutId,
    purpose,
    amountCents,
    description: `${description} — ${settings.name}`,
    customerEmail,
    successUrl: `${ctx.config.publicUrl}${successPath}${separator}session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${ctx.config.publicUrl}${typeof cancelPath === 'string' ? cancelPath : cancelPath(checkoutId)}`,
  });
  await ctx.db
    .update(checkoutSessions)
    .set({ provider_session_id: opened.providerSessionId })
    .where(eq(checkoutSessions.id, checkoutId));
  return { url: opened.url };
}
