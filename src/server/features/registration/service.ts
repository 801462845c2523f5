import { and, eq, gt, sql } from 'drizzle-orm';
import type { IdParams } from '../../../domain/ids.ts';
import { ADHESION_TYPE_LABELS, todayIso } from '../../../domain/members.ts';
import { formatCents } from '../../../domain/money.ts';
import {
  type FinalizeRegistrationResponse,
  REGISTRATION_DRAFT_MINUTES,
  type RegisterInput,
  type RegistrationDraft,
} from '../../../domain/registration.ts';
import { membershipPeriod } from '../../../domain/seasons.ts';
import { seasonOf } from '../../../domain/settings.ts';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { adhesions, checkoutSessions } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import {
  alreadyRegisteredMail,
  duplicateRegistrationPaidMail,
  registrationReceivedMail,
} from '../../infra/mail/templates.ts';
import { postSource } from '../accounting/posting/post-source.ts';
import { createAccount, hashPassword, isEmailTaken } from '../auth/accounts.ts';
import { householdAdded, namesAHousehold, recordHousehold } from '../members/households.ts';
import { type PaidMembershipNeeds, preparePaidMembership } from '../members/paid-membership.ts';
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
import { getMailSender } from '../settings/service.ts';

const DRAFT_NOT_FOUND = 'Inscription introuvable ou expirée';

const ALREADY_REGISTERED_PAID =
  "Un compte existe déjà avec cette adresse email : aucun nouveau compte n'a été créé. Connectez-vous, ou choisissez « Mot de passe oublié » ; l'association vous remboursera ce paiement.";
const ALREADY_REGISTERED_FREE =
  "Un compte existe déjà avec cette adresse email : aucun nouveau compte n'a été créé. Connectez-vous, ou choisissez « Mot de passe oublié ».";

/**
 * Opens a payment for a new membership of the chosen offer. The form waits on our server (the
 * password only as a hash); the provider gets the amount, the offer's label and our reference,
 * nothing else. A 0 € offer asks no provider: the account is recorded at once, waiting for
 * validation, and the answer leads to the success page. An address that already
 * has an account gets the same answer, so the form cannot tell who is a member: its owner is
 * mailed instead (a few times an hour at most), and a payment made anyway is refunded (see
 * finalizeRegistration).
 */
export async function createRegistrationCheckout(
  ctx: AppContext,
  input: RegisterInput,
): Promise<{ url: string }> {
  const choice = await chooseOffer(ctx, input, { channel: 'inscription', payerEmail: input.email });
  // Counted for every address, so that the count costs the same whether it has an account or not.
  const mayMail = await ctx.limits.strangerMails.mayMail(input.email);
  if (mayMail && (await isEmailTaken(ctx.db, input.email))) {
    const sender = await getMailSender(ctx);
    await enqueueMail(ctx.db, alreadyRegisteredMail(sender, input.email, `${ctx.config.publicUrl}/login`));
  }
  const {
    password,
    offer_id: _offer,
    montant: _amount,
    household: _household,
    dependants: _dependants,
    ...registration
  } = input;
  const opened = await openCheckout(ctx, {
    purpose: 'inscription',
    description: 'Adhésion annuelle',
    charge: offerCharge(choice),
    payer: {
      email: input.email,
      firstName: input.prenom,
      lastName: input.nom,
      address: input.adresse,
      zipCode: input.code_postal,
      city: input.ville,
    },
    successPath: '/register/success',
    // Back on the form, the page fills in again what was typed (see getRegistrationDraft).
    cancelPath: (checkoutId) => `/register?annule=1&inscription=${checkoutId}`,
    registration,
    password_hash: await hashPassword(password),
  });
  if (opened.freeSessionId) await completeRegistration(ctx, opened.freeSessionId);
  return { url: opened.url };
}

/**
 * The form as it was sent, for the visitor who cancelled the payment: never the password, and
 * only while the payment is open and recent. The checkout id, random and given only to the
 * visitor's browser (and the provider), is what lets them read it back.
 */
export async function getRegistrationDraft(
  ctx: AppContext,
  { id: checkoutId }: IdParams,
): Promise<RegistrationDraft> {
  const [checkout] = await ctx.db
    .select({ registration: checkoutSessions.registration })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.id, checkoutId),
        eq(checkoutSessions.purpose, 'inscription'),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.created_at, sql`now() - ${REGISTRATION_DRAFT_MINUTES} * interval '1 minute'`),
      ),
    );
  if (!checkout?.registration) throw notFound(DRAFT_NOT_FOUND);
  const { prenom, nom, email, adresse, code_postal, ville } = checkout.registration;
  return { prenom, nom, email, adresse, code_postal, ville };
}

/**
 * Creates the member once the payment is confirmed. The success page and the payment webhook
 * may both call it, in any order and at the same time: finishPaidCheckout records it once, so
 * exactly one user and one membership (and one for each other member of a household) come out.
 */
export async function finalizeRegistration(
  ctx: AppContext,
  { providerSessionId }: { providerSessionId: string },
): Promise<FinalizeRegistrationResponse> {
  return summarize(await completeRegistration(ctx, providerSessionId));
}

async function completeRegistration(ctx: AppContext, providerSessionId: string): Promise<Checkout> {
  const checkout = await findCheckout(ctx, { purpose: 'inscription', providerSessionId });
  if (!checkout?.registration) throw notFound(CHECKOUT_NOT_FOUND);
  return finishPaidCheckout(ctx, checkout, registrationRecording(ctx));
}

const registrationRecording = (ctx: AppContext): CheckoutRecording<PaidMembershipNeeds> => ({
  prepare: (checkout) => preparePaidMembership(ctx, checkout),
  record: (tx, checkout, needs) => recordRegistration(tx, ctx, checkout, needs),
});

/** The account and its membership; an address already registered gets neither, and its payment back. */
async function recordRegistration(
  tx: Tx,
  ctx: AppContext,
  checkout: PaidCheckout,
  { settings, offer, passwordHash }: PaidMembershipNeeds,
) {
  const { registration, payment_id: paymentId } = checkout;
  if (!registration) throw notFound(CHECKOUT_NOT_FOUND);
  if (!checkout.password_hash) throw conflict('Mot de passe non trouvé', 'PASSWORD_MISSING');
  const sender = { associationName: settings.name };
  const isFree = checkout.provider === FREE_CHECKOUT;

  if (await isEmailTaken(tx, registration.email)) {
    // Nothing was paid for a 0 € offer: nothing to refund.
    if (!isFree) {
      const amount = formatCents(checkout.amount_cents);
      const refund = { email: registration.email, amount, paymentId };
      await enqueueMail(tx, duplicateRegistrationPaidMail(sender, settings.email, refund));
    }
    return undefined;
  }

  // The status the offer gives: an offer of the « premium » type makes a Membre Actif.
  const user = await createAccount(tx, {
    ...registration,
    passwordHash: checkout.password_hash,
    statut_membre: ADHESION_TYPE_LABELS[offer.type],
    is_active: false,
  });
  const period = membershipPeriod(seasonOf(settings), todayIso());
  const mode = isFree ? null : 'Carte Bancaire';
  const [membership] = await tx
    .insert(adhesions)
    .values({
      user_id: user.id,
      offer_id: offer.id,
      type: offer.type,
      montant_cents: checkout.amount_cents,
      ...period,
      statut: 'pending',
      mode_paiement: mode,
      payment_id: paymentId,
    })
    .returning({ id: adhesions.id });
  if (membership) await postSource(tx, { kind: 'adhesion', id: membership.id });
  if (membership && namesAHousehold(checkout)) {
    await recordHousehold(tx, {
      payerMembershipId: membership.id,
      payer: registration,
      offer,
      period,
      statut: 'pending',
      mode,
      household: checkout.household ?? [],
      dependants: checkout.dependants ?? [],
      passwordHash,
      invitation: { publicUrl: ctx.config.publicUrl, sender },
    });
  }
  await enqueueMail(tx, registrationReceivedMail(sender, registration.email, registration.prenom));
  return { user_id: user.id };
}

/** A paid checkout without its account was an address already registered: that payer is refunded. */
function summarize(checkout: Checkout): FinalizeRegistrationResponse {
  const isFree = checkout.provider === FREE_CHECKOUT;
  if (!checkout.user_id) {
    throw conflict(isFree ? ALREADY_REGISTERED_FREE : ALREADY_REGISTERED_PAID, 'ALREADY_REGISTERED');
  }
  const household = householdAdded(checkout);
  return {
    prenom: checkout.registration?.prenom ?? '',
    email: checkout.registration?.email ?? '',
    ...(isFree && { free: true as const }),
    ...(household.length > 0 && { household }),
  };
}
