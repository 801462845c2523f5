import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CheckoutPurpose } from '../../../domain/checkouts.ts';
import type { MembershipOffer } from '../../../domain/membership-offers.ts';
import { OFFER_NOT_FOUND } from '../../../domain/membership-offers.ts';
import { formatCents } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { AppError, conflict, notFound, serviceUnavailable } from '../../http/errors.ts';
import {
  type CheckoutPayer,
  type PaymentState,
  SESSION_ID_PLACEHOLDER,
} from '../../infra/payments/provider.ts';
import { findOffer, findOfferOfType } from '../offers/offers.ts';
import { getAssociationSettings } from '../settings/service.ts';
import type { OfferChoice } from './offer-choice.ts';

const PAYMENT_NOT_CONFIRMED = "Le paiement n'a pas été confirmé";
export const PAYMENT_EXPIRED =
  "Le délai pour payer est dépassé : aucun paiement n'a été fait. Vous pouvez recommencer votre adhésion.";
export const PROVIDER_UNAVAILABLE =
  "Le service de paiement ne répond pas. Aucun paiement n'a été fait : réessayez dans quelques minutes.";
export const PAYMENT_UNVERIFIED =
  "Le service de paiement ne répond pas : votre paiement n'a pas encore pu être vérifié. Il sera enregistré dès que le service de paiement nous le confirmera, et vous recevrez un email.";

type Checkout = typeof checkoutSessions.$inferSelect;

/**
 * The provider of a checkout with nothing to pay (a 0 € offer): none is asked, and the membership
 * is recorded at once, waiting for an administrator like any other sign-up.
 */
export const FREE_CHECKOUT = 'gratuit';
const freePaymentId = (checkoutId: string) => `${FREE_CHECKOUT}-${checkoutId}`;

/** What a checkout asks for: the amount our server set, and the label the payer's statement shows first. */
export type CheckoutCharge = {
  amountCents: number;
  label: string;
  offer_id?: string | null;
  household?: OfferChoice['household'];
  dependants?: OfferChoice['dependants'];
};

/** The charge of an offer chosen online (see chooseOffer): its price, its name and its household. */
export const offerCharge = (choice: OfferChoice): CheckoutCharge => ({
  amountCents: choice.amountCents,
  label: choice.offer.name,
  offer_id: choice.offer.id,
  household: choice.household,
  dependants: choice.dependants,
});

type NewCheckout = {
  purpose: CheckoutPurpose;
  description: string;
  charge: CheckoutCharge;
  payer: CheckoutPayer;
  /** Page the provider sends the payer back to; it receives `session_id`. */
  successPath: string;
  /** Page a cancelled payment leads back to; it may carry our reference (the checkout id). */
  cancelPath: string | ((checkoutId: string) => string);
} & Pick<typeof checkoutSessions.$inferInsert, 'registration' | 'password_hash' | 'user_id' | 'donation'>;

/** `freeSessionId`: nothing to pay, the caller records the membership with it at once. */
export type OpenedCheckout = { url: string; freeSessionId: string | null };

/**
 * Opens a payment (an offer chosen, a gift): the server set the amount (see chooseOffer, the
 * donation's checks), records what the payment is for, and gives the provider the amount, the
 * label, the payer and our reference. A provider that does not answer leaves nothing behind but this open checkout, which
 * a later notification may still complete. Nothing to pay: no provider, the success page at once.
 */
export async function openCheckout(ctx: AppContext, checkout: NewCheckout): Promise<OpenedCheckout> {
  const { purpose, description, charge, payer, successPath, cancelPath, ...record } = checkout;
  const checkoutId = randomUUID();
  const settings = await getAssociationSettings(ctx);
  const { amountCents, label } = charge;
  const household = charge.household ?? [];
  const dependants = charge.dependants ?? [];
  const isFree = amountCents === 0;
  const values = {
    id: checkoutId,
    purpose,
    provider: isFree ? FREE_CHECKOUT : ctx.payments.name,
    amount_cents: amountCents,
    offer_id: charge.offer_id ?? null,
    household: household.length > 0 ? household : null,
    dependants: dependants.length > 0 ? dependants : null,
    ...record,
  };
  const separator = successPath.includes('?') ? '&' : '?';
  const successUrl = `${ctx.config.publicUrl}${successPath}${separator}session_id=`;
  if (isFree) {
    const freeSessionId = `${FREE_CHECKOUT}_${checkoutId}`;
    await ctx.db.insert(checkoutSessions).values({ ...values, provider_session_id: freeSessionId });
    return { url: `${successUrl}${freeSessionId}`, freeSessionId };
  }
  await ctx.db.insert(checkoutSessions).values(values);
  let opened: Awaited<ReturnType<AppContext['payments']['createCheckout']>>;
  try {
    opened = await ctx.payments.createCheckout({
      checkoutId,
      purpose,
      amountCents,
      // The label first: it is what the payer's statement and the provider's receipt name.
      description: `${label} — ${description} — ${settings.name}`,
      payer,
      successUrl: `${successUrl}${SESSION_ID_PLACEHOLDER}`,
      cancelUrl: `${ctx.config.publicUrl}${typeof cancelPath === 'string' ? cancelPath : cancelPath(checkoutId)}`,
    });
  } catch (error) {
    ctx.log.warn({ err: error, checkoutId }, 'Le prestataire de paiement n’a pas ouvert le paiement');
    throw serviceUnavailable(PROVIDER_UNAVAILABLE, 'PAYMENT_PROVIDER_UNAVAILABLE');
  }
  await ctx.db
    .update(checkoutSessions)
    .set({ provider_session_id: opened.providerSessionId })
    .where(eq(checkoutSessions.id, checkoutId));
  return { url: opened.url, freeSessionId: null };
}

/**
 * Asks the provider, never the browser, whether this checkout was paid, and returns the payment's
 * reference. A payment of another amount than the one we asked for is refused and logged: it
 * never makes a membership nor a gift, whoever asks.
 */
export async function confirmPayment(
  ctx: AppContext,
  checkout: Pick<Checkout, 'id' | 'purpose' | 'amount_cents' | 'provider' | 'provider_session_id'>,
): Promise<string> {
  if (checkout.provider === FREE_CHECKOUT && checkout.amount_cents === 0) return freePaymentId(checkout.id);
  const payment = await readPayment(ctx, checkout);
  if (payment.status === 'expired') throw conflict(PAYMENT_EXPIRED, 'PAYMENT_EXPIRED');
  if (payment.status !== 'paid') throw conflict(PAYMENT_NOT_CONFIRMED, 'PAYMENT_NOT_CONFIRMED');
  if (payment.amountCents !== checkout.amount_cents) {
    ctx.log.error(
      {
        checkoutId: checkout.id,
        paymentId: payment.paymentId,
        expectedCents: checkout.amount_cents,
        paidCents: payment.amountCents,
      },
      'Paiement refusé : le montant payé diffère du montant demandé',
    );
    const [asked, outcome] =
      checkout.purpose === 'don'
        ? ['au don', "le don n'est pas enregistré"]
        : ['à la cotisation', "l'adhésion n'est pas enregistrée"];
    throw conflict(
      `Le montant payé (${formatCents(payment.amountCents)}) ne correspond pas ${asked} (${formatCents(checkout.amount_cents)}) : ${outcome}. Contactez l'association.`,
      'AMOUNT_MISMATCH',
    );
  }
  return payment.paymentId;
}

async function readPayment(
  ctx: AppContext,
  checkout: Pick<Checkout, 'id' | 'provider_session_id'>,
): Promise<PaymentState> {
  if (!checkout.provider_session_id) return { status: 'unpaid', checkoutId: null };
  try {
    return await ctx.payments.getPayment(checkout.provider_session_id);
  } catch (error) {
    ctx.log.warn({ err: error, checkoutId: checkout.id }, 'Le prestataire de paiement ne répond pas');
    throw serviceUnavailable(PAYMENT_UNVERIFIED, 'PAYMENT_PROVIDER_UNAVAILABLE');
  }
}

/**
 * Records what a checkout paid for as soon as the provider's own page took the payment, so that
 * nothing depends on the payer's browser coming back: the same idempotent finaliser as the return
 * page, which later finds it completed and answers the same. Never throws: the payment is made
 * whatever we record, the payer goes on to the return page, which tries again and tells them what
 * went wrong, and the catch-up job tries again after that.
 */
export async function finalizePaidCheckout(ctx: AppContext, providerSessionId: string): Promise<void> {
  try {
    const [checkout] = await ctx.db
      .select({ purpose: checkoutSessions.purpose })
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.provider, ctx.payments.name),
          eq(checkoutSessions.provider_session_id, providerSessionId),
        ),
      );
    if (checkout) await ctx.paymentFinalizers[checkout.purpose](ctx, { providerSessionId });
  } catch (error) {
    if (error instanceof AppError) {
      ctx.log.info({ code: error.code, providerSessionId }, 'Paiement reçu, non enregistré');
    } else {
      ctx.log.warn({ err: error, providerSessionId }, 'Paiement reçu, enregistrement en échec');
    }
  }
}

/**
 * The offer a checkout paid for, as it is now (its name may have changed; the amount stays the
 * checkout's). A checkout opened before offers existed paid the ordinary membership.
 */
export async function offerOfCheckout(
  ctx: AppContext,
  checkout: Pick<Checkout, 'offer_id'>,
): Promise<MembershipOffer> {
  const offer = checkout.offer_id
    ? await findOffer(ctx.db, checkout.offer_id)
    : await findOfferOfType(ctx.db, 'standard');
  if (!offer) throw notFound(OFFER_NOT_FOUND, 'OFFER_NOT_FOUND');
  return offer;
}
