import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { HouseholdMemberInput } from '../../../domain/households.ts';
import { ADHESION_TYPE_LABELS, type AdhesionStatus, type PaymentMode } from '../../../domain/members.ts';
import type { MembershipOffer } from '../../../domain/membership-offers.ts';
import type { MembershipPeriod } from '../../../domain/seasons.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions, users } from '../../db/schema.ts';
import { isNotErased } from '../accounts/erased.ts';
import { createAccount, hashPassword } from '../auth/accounts.ts';
import { type InvitationSource, type Invitee, inviteMembers } from './invitations.ts';

/**
 * The password of an account made for a household member: the hash of a secret thrown away, so
 * that the invitation's link is the only way in. Hashing is slow: done before the transaction.
 */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

type HouseholdPayment = {
  /** The payer's membership, which holds the one payment. */
  payerMembershipId: string;
  offer: MembershipOffer;
  period: MembershipPeriod;
  statut: AdhesionStatus;
  mode: PaymentMode | null;
  household: readonly HouseholdMemberInput[];
  passwordHash: string;
  invitation: InvitationSource;
};

/**
 * Gives each other member of a paid household their membership, linked to the payer's: the same
 * offer, period and status, no amount of its own. An address with a live account is that member;
 * any other gets an account waiting for validation, like a sign-up, and the invitation mail to
 * choose a password. In the caller's transaction, so the household is recorded whole or not at all.
 */
export async function recordHousehold(tx: DbOrTx, payment: HouseholdPayment): Promise<void> {
  const { offer, period, statut, payerMembershipId } = payment;
  const invitees: Invitee[] = [];
  for (const member of payment.household) {
    const email = member.email.toLowerCase();
    const [known] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), isNotErased));
    let userId = known?.id;
    if (!userId) {
      const created = await createAccount(tx, {
        ...member,
        email,
        passwordHash: payment.passwordHash,
        statut_membre: ADHESION_TYPE_LABELS[offer.type],
        is_active: false,
      });
      userId = created.id;
      invitees.push({ id: userId, email, prenom: member.prenom });
    }
    await tx.insert(adhesions).values({
      user_id: userId,
      offer_id: offer.id,
      type: offer.type,
      household_of: payerMembershipId,
      montant: 0,
      ...period,
      statut,
      mode_paiement: payment.mode,
      payment_id: null,
    });
  }
  if (invitees.length > 0) await inviteMembers(tx, payment.invitation, invitees);
}

/** Who a household payment covered besides its payer, as the success pages name them. */
export const householdAdded = (household: readonly HouseholdMemberInput[] | null) =>
  (household ?? []).map(({ prenom, nom }) => ({ prenom, nom }));
