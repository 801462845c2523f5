import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth.ts';
import { canFinalizeRenewal } from '../../../domain/member-permissions.ts';
import {
  addOneYear,
  canRenew,
  membershipOffer,
  renewalStartDate,
  todayIso,
} from '../../../domain/members.ts';
import type { Adhesion } from '../../../domain/members-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { adhesions, checkoutSessions, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { confirmPayment, openCheckout } from '../payments/checkout.ts';
import { lockLiveAccount } from '../privacy/erased.ts';
import { getMailSender } from '../settings/service.ts';
import { findAdhesionsOf, presentAdhesion } from './adhesions.ts';
import { membershipActiveMail, renewalReceivedMail } from './mails.ts';

const ALREADY_ACTIVE = 'Vous avez déjà une adhésion active';
const CHECKOUT_NOT_FOUND = 'Session de paiement introuvable';

/**
 * Opens the payment of next year's Membre Ordinaire fee for the signed-in member. The server
 * decides the amount (configured fee) and whose membership it is; the browser sends nothing. A
 * member who never held a membership (an account an administrator created) pays a first one.
 */
export async function createRenewalCheckout(ctx: AppContext, user: SessionUser): Promise<{ url: string }> {
  const memberships = await findAdhesionsOf(ctx.db, user.id);
  if (!canRenew(memberships, todayIso())) throw conflict(ALREADY_ACTIVE, 'ALREADY_ACTIVE');
  const [address] = await ctx.db
    .select({ adresse: users.adresse, code_postal: users.code_postal, ville: users.ville })
    .from(users)
    .where(eq(users.id, user.id));
  return openCheckout(ctx, {
    purpose: 'renouvellement',
    description:
      membershipOffer(memberships) === 'join' ? 'Adhésion annuelle' : "Renouvellement de l'adhésion annuelle",
    payer: {
      email: user.email,
      firstName: user.prenom,
      lastName: user.nom,
      address: address?.adresse ?? null,
      zipCode: address?.code_postal ?? null,
      city: address?.ville ?? null,
    },
    successPath: '/adhesion?success=true',
    cancelPath: '/adhesion?annule=1',
    user_id: user.id,
  });
}

/**
 * Records the paid renewal as the next year's membership: active at once, since an administrator
 * already validated this account and the provider confirmed the payment (nothing is left for the
 * treasurer to check); pending, to be activated with the account on the validation page, when the
 * account is not (or no longer) validated. The member's return page
 * and the provider's notification may both call it, in any order: the checkout row is locked and the
 * membership's payment_id is unique, so one payment makes one membership. With `userId`, only
 * that member's own payment can be finalised.
 */
export async function finalizeRenewal(
  ctx: AppContext,
  { providerSessionId, userId }: { providerSessionId: string; userId?: string },
): Promise<Adhesion> {
  const [checkout] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider_session_id, providerSessionId),
        eq(checkoutSessions.purpose, 'renouvellement'),
      ),
    );
  // Someone else's payment reads as unknown: its existence is none of this member's business.
  if (!checkout?.user_id || (userId !== undefined && !canFinalizeRenewal({ id: userId }, checkout))) {
    throw notFound(CHECKOUT_NOT_FOUND);
  }
  if (checkout.status !== 'completed') {
    const paymentId = await confirmPayment(ctx, checkout);
    await recordRenewal(ctx, { checkoutId: checkout.id, userId: checkout.user_id, paymentId });
  }
  const [completed] = await ctx.db
    .select({ payment_id: checkoutSessions.payment_id })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkout.id));
  const [adhesion] = await ctx.db
    .select()
    .from(adhesions)
    .where(eq(adhesions.payment_id, completed?.payment_id ?? ''));
  if (!adhesion) throw notFound(CHECKOUT_NOT_FOUND);
  return presentAdhesion(adhesion);
}

async function recordRenewal(
  ctx: AppContext,
  { checkoutId, userId, paymentId }: { checkoutId: string; userId: string; paymentId: string },
) {
  // Read before the transaction, which then holds its connection for less time.
  const sender = await getMailSender(ctx);
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutId))
      .for('update');
    if (!locked || locked.status === 'completed') return;
    const user = await lockLiveAccount(tx, userId, { missing: () => notFound(CHECKOUT_NOT_FOUND) });
    const start = renewalStartDate(await findAdhesionsOf(tx, userId), todayIso());
    const renewal = {
      montant: locked.amount_cents / 100,
      date_debut: start,
      date_fin: addOneYear(start),
    };
    await tx.insert(adhesions).values({
      ...renewal,
      user_id: userId,
      type: 'standard',
      statut: user.is_active ? 'active' : 'pending',
      mode_paiement: 'Carte Bancaire',
      payment_id: paymentId,
    });
    await tx
      .update(checkoutSessions)
      .set({ status: 'completed', completed_at: new Date(), payment_id: paymentId })
      .where(eq(checkoutSessions.id, checkoutId));
    await enqueueMail(
      tx,
      user.is_active
        ? membershipActiveMail(sender, user, renewal)
        : renewalReceivedMail(sender, user, renewal),
    );
  });
}
