import { and, eq, gte, ne } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth.ts';
import { canFinalizeRenewal } from '../../../domain/member-permissions.ts';
import { membershipOffer, todayIso } from '../../../domain/members.ts';
import type { Adhesion } from '../../../domain/members-schemas.ts';
import type { RenewalCheckoutInput } from '../../../domain/offer-choice.ts';
import { canRenew, membershipPeriod } from '../../../domain/seasons.ts';
import { seasonOf } from '../../../domain/settings.ts';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { adhesions, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { postSource } from '../accounting/posting/post-source.ts';
import { lockLiveAccount } from '../accounts/erased.ts';
import { FREE_CHECKOUT, offerCharge, openCheckout } from '../payments/checkout.ts';
import {
  CHECKOUT_NOT_FOUND,
  type Checkout,
  type CheckoutRecording,
  findCheckout,
  finishPaidCheckout,
  type PaidCheckout,
} from '../payments/finish.ts';
import { chooseOffer } from '../payments/offer-choice.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { findAdhesionsOf, presentAdhesion } from './adhesions.ts';
import { householdAdded, namesAHousehold, recordHousehold } from './households.ts';
import { membershipActiveMail, renewalReceivedMail } from './mails.ts';
import { type PaidMembershipNeeds, preparePaidMembership } from './paid-membership.ts';

const ALREADY_ACTIVE = 'Vous avez déjà une adhésion active';

/**
 * The renewed membership, whether it extended a period already paid meanwhile (the member paid
 * twice), and who else its household payment covered (only for a household).
 */
export type RenewalResult = Adhesion & {
  already_renewed: boolean;
  household?: { prenom: string; nom: string }[];
};

/**
 * Opens the payment of the offer the signed-in member chose (the first one open to renewal when
 * they name none, as the spec's page did). The server decides the amount and whose membership it
 * is. A member who never held a membership (an account an administrator created) pays a first
 * one. A 0 € offer asks no provider: the membership is recorded at once, waiting for validation.
 */
export async function createRenewalCheckout(
  ctx: AppContext,
  input: RenewalCheckoutInput | undefined,
  user: SessionUser,
): Promise<{ url: string }> {
  const settings = await getAssociationSettings(ctx);
  const memberships = await findAdhesionsOf(ctx.db, user.id);
  if (!canRenew(seasonOf(settings), memberships, todayIso()))
    throw conflict(ALREADY_ACTIVE, 'ALREADY_ACTIVE');
  const choice = await chooseOffer(ctx, input ?? {}, { channel: 'renouvellement', payerEmail: user.email });
  const [address] = await ctx.db
    .select({ adresse: users.adresse, code_postal: users.code_postal, ville: users.ville })
    .from(users)
    .where(eq(users.id, user.id));
  const opened = await openCheckout(ctx, {
    purpose: 'renouvellement',
    description:
      membershipOffer(memberships) === 'join' ? 'Adhésion annuelle' : "Renouvellement de l'adhésion annuelle",
    charge: offerCharge(choice),
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
  if (opened.freeSessionId) await finalizeRenewal(ctx, { providerSessionId: opened.freeSessionId });
  return { url: opened.url };
}

/**
 * Records the paid renewal as the next membership: active at once, since an administrator
 * already validated this account and the provider confirmed the payment (nothing is left for the
 * treasurer to check); pending, to be activated with the account on the validation page, when the
 * account is not (or no longer) validated, or when nothing was paid (a 0 € offer, which the
 * treasurer confirms). The member's return page and the provider's notification may both call
 * it, in any order: the checkout row is locked and the membership's payment_id is unique, so one
 * payment makes one membership (and one for each other member of its household). With a member
 * (their return page), only their own payment can be finalised; the provider's notification and a
 * 0 € offer finalise without one.
 */
export async function finalizeRenewal(
  ctx: AppContext,
  { providerSessionId }: { providerSessionId: string },
  member?: SessionUser,
): Promise<RenewalResult> {
  const checkout = await findCheckout(ctx, { purpose: 'renouvellement', providerSessionId });
  // Someone else's payment reads as unknown: its existence is none of this member's business.
  if (!checkout?.user_id || (member && !canFinalizeRenewal(member, checkout))) {
    throw notFound(CHECKOUT_NOT_FOUND);
  }
  const completed = await finishPaidCheckout(ctx, checkout, renewalRecording(ctx));
  const [adhesion] = await ctx.db
    .select()
    .from(adhesions)
    .where(eq(adhesions.payment_id, completed.payment_id ?? ''));
  if (!adhesion) throw notFound(CHECKOUT_NOT_FOUND);
  const household = householdAdded(checkout);
  return {
    ...presentAdhesion(adhesion),
    already_renewed: await extendsPeriodPaidMeanwhile(ctx, checkout, adhesion),
    ...(household.length > 0 && { household }),
  };
}

/**
 * Whether this payment follows on from a membership recorded while its checkout was open: the
 * member paid a second renewal (two tabs), or the treasurer recorded one meanwhile. An earlier
 * membership ending the same day is the member's own renewal in time, not a second payment. Read
 * from the rows rather than kept, so that the return page and the provider's notification, in
 * any order, give the same answer.
 */
async function extendsPeriodPaidMeanwhile(
  ctx: AppContext,
  checkout: Checkout,
  adhesion: typeof adhesions.$inferSelect,
): Promise<boolean> {
  const [previous] = await ctx.db
    .select({ id: adhesions.id })
    .from(adhesions)
    .where(
      and(
        eq(adhesions.user_id, adhesion.user_id),
        eq(adhesions.date_fin, adhesion.date_debut),
        gte(adhesions.created_at, checkout.created_at),
        ne(adhesions.id, adhesion.id),
      ),
    )
    .limit(1);
  return previous !== undefined;
}

const renewalRecording = (ctx: AppContext): CheckoutRecording<PaidMembershipNeeds> => ({
  prepare: (checkout) => preparePaidMembership(ctx, checkout),
  record: async (tx, checkout, needs) => {
    await recordRenewal(tx, ctx, checkout, needs);
    return undefined;
  },
});

async function recordRenewal(
  tx: Tx,
  ctx: AppContext,
  checkout: PaidCheckout,
  { settings, offer, passwordHash }: PaidMembershipNeeds,
) {
  const userId = checkout.user_id;
  if (!userId) throw notFound(CHECKOUT_NOT_FOUND);
  const sender = { associationName: settings.name };
  const isFree = checkout.provider === FREE_CHECKOUT;
  // Locked for update, not shared: two renewals paid at once (two tabs) are recorded one after
  // the other, so that the second reads the first and follows on from it.
  const user = await lockLiveAccount(tx, userId, {
    lock: 'update',
    missing: () => notFound(CHECKOUT_NOT_FOUND),
  });
  const period = membershipPeriod(seasonOf(settings), todayIso(), await findAdhesionsOf(tx, userId));
  const renewal = { montant_cents: checkout.amount_cents, ...period };
  const statut = user.is_active && !isFree ? 'active' : 'pending';
  const mode = isFree ? null : 'Carte Bancaire';
  const [membership] = await tx
    .insert(adhesions)
    .values({
      ...renewal,
      user_id: userId,
      offer_id: offer.id,
      type: offer.type,
      statut,
      mode_paiement: mode,
      payment_id: checkout.payment_id,
    })
    .returning({ id: adhesions.id });
  if (membership) await postSource(tx, { kind: 'adhesion', id: membership.id });
  if (membership && namesAHousehold(checkout)) {
    await recordHousehold(tx, {
      payerMembershipId: membership.id,
      payer: user,
      offer,
      period,
      statut,
      mode,
      household: checkout.household ?? [],
      dependants: checkout.dependants ?? [],
      passwordHash,
      invitation: { publicUrl: ctx.config.publicUrl, sender },
    });
  }
  // Both mails thank for a payment: a 0 € membership is told on the page alone.
  if (isFree) return;
  await enqueueMail(
    tx,
    statut === 'active'
      ? membershipActiveMail(sender, user, renewal)
      : renewalReceivedMail(sender, user, renewal),
  );
}
