import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, exists, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../../domain/auth.ts';
import type { HouseholdDependantInput, HouseholdMemberInput } from '../../../domain/households.ts';
import { ADHESION_TYPE_LABELS, type AdhesionStatus, type PaymentMode } from '../../../domain/members.ts';
import type { MembershipOffer } from '../../../domain/membership-offers.ts';
import type { LastHousehold } from '../../../domain/offer-choice.ts';
import type { MembershipPeriod } from '../../../domain/seasons.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions, householdDependants, householdInvitations, users } from '../../db/schema.ts';
import { enqueueMails } from '../../infra/mail/outbox.ts';
import { isNotErased } from '../accounts/erased.ts';
import { personLabel } from '../audit/record.ts';
import { createAccount, hashPassword } from '../auth/accounts.ts';
import { type InvitationSource, type Invitee, inviteMembers } from './invitations.ts';
import { householdInvitationMail } from './mails.ts';

/**
 * The password of an account made for a household member: the hash of a secret thrown away, so
 * that the invitation's link is the only way in. Hashing is slow: done before the transaction.
 */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/** What a household member's membership copies from the payer's: all but the amount and the payment. */
type HouseholdShare = {
  /** The payer's membership, which holds the one payment. */
  payerMembershipId: string;
  offer: Pick<MembershipOffer, 'id' | 'type'>;
  period: MembershipPeriod;
  statut: AdhesionStatus;
  mode: PaymentMode | null;
};

/** A household member's membership, linked to the payer's: the same offer, period and status, no amount of its own. */
export async function insertHouseholdShare(tx: DbOrTx, share: HouseholdShare, userId: string) {
  const [row] = await tx
    .insert(adhesions)
    .values({
      user_id: userId,
      offer_id: share.offer.id,
      type: share.offer.type,
      household_of: share.payerMembershipId,
      montant_cents: 0,
      ...share.period,
      statut: share.statut,
      mode_paiement: share.mode,
      payment_id: null,
    })
    .returning();
  if (!row) throw new Error('household share not recorded');
  return row;
}

type HouseholdPayment = HouseholdShare & {
  offer: MembershipOffer;
  /** The payer as the invitations name them. */
  payer: { prenom: string; nom: string };
  household: readonly HouseholdMemberInput[];
  dependants: readonly HouseholdDependantInput[];
  passwordHash: string;
  invitation: InvitationSource;
};

/**
 * Records the other members of a paid household. An address nobody uses gets an account waiting
 * for validation, like a sign-up, its membership linked to the payer's, and the invitation mail to
 * choose a password. An address with a live account is a person who never agreed to anything: she
 * is asked first (an invitation she accepts or refuses from her space) and joins only if she
 * accepts, so that naming someone's address neither enrols her nor shows the payer her register
 * entry. A person without an email is recorded as the payer named her, tied to the payer's
 * membership, with no account. In the caller's transaction, so the household is recorded whole or
 * not at all.
 */
export async function recordHousehold(tx: DbOrTx, payment: HouseholdPayment): Promise<void> {
  if (payment.dependants.length > 0) {
    await tx
      .insert(householdDependants)
      .values(
        payment.dependants.map((person) => ({ payer_adhesion_id: payment.payerMembershipId, ...person })),
      );
  }
  const invitees: Invitee[] = [];
  const asked: { email: string; prenom: string }[] = [];
  for (const member of payment.household) {
    const email = member.email.toLowerCase();
    const [known] = await tx
      .select({ id: users.id, email: users.email, prenom: users.prenom })
      .from(users)
      .where(and(eq(users.email, email), isNotErased));
    if (known) {
      const token = randomBytes(24).toString('base64url');
      await tx.insert(householdInvitations).values({
        payer_adhesion_id: payment.payerMembershipId,
        user_id: known.id,
        // As typed: all the payer may read of her until she accepts.
        prenom: member.prenom,
        nom: member.nom,
        email: member.email,
        token,
      });
      asked.push(known);
      continue;
    }
    const created = await createAccount(tx, {
      ...member,
      email,
      passwordHash: payment.passwordHash,
      statut_membre: ADHESION_TYPE_LABELS[payment.offer.type],
      is_active: false,
    });
    await insertHouseholdShare(tx, payment, created.id);
    invitees.push({ id: created.id, email, prenom: member.prenom });
  }
  if (invitees.length > 0) await inviteMembers(tx, payment.invitation, invitees);
  const { publicUrl, sender } = payment.invitation;
  await enqueueMails(
    tx,
    asked.map((member) =>
      householdInvitationMail(sender, member, {
        payer: personLabel(payment.payer),
        offerName: payment.offer.name,
        ...payment.period,
        url: `${publicUrl}/adhesion`,
      }),
    ),
  );
}

/** Who a household payment covered besides its payer, as the success pages name them. */
export const householdAdded = (checkout: {
  household: readonly HouseholdMemberInput[] | null;
  dependants: readonly HouseholdDependantInput[] | null;
}) =>
  [...(checkout.household ?? []), ...(checkout.dependants ?? [])].map(({ prenom, nom }) => ({ prenom, nom }));

/** A checkout that named other people than its payer, with or without an email. */
export const namesAHousehold = (checkout: { household: unknown[] | null; dependants: unknown[] | null }) =>
  Boolean(checkout.household?.length || checkout.dependants?.length);

/**
 * The other members of the household the member last paid for, to fill in the renewal form
 * again: renewing a household renews the same people unless the payer changes them. A member who
 * joined reads as the register has her; one still asked (or who said no), only as the payer typed her.
 */
export async function findLastHousehold(ctx: AppContext, member: SessionUser): Promise<LastHousehold> {
  const payer = alias(adhesions, 'payer');
  const [last] = await ctx.db
    .select({ id: payer.id })
    .from(payer)
    .where(
      and(
        eq(payer.user_id, member.id),
        // A payment that named other people: some joined, were asked to, or have no email.
        or(
          exists(
            ctx.db.select({ id: adhesions.id }).from(adhesions).where(eq(adhesions.household_of, payer.id)),
          ),
          exists(
            ctx.db
              .select({ id: householdInvitations.id })
              .from(householdInvitations)
              .where(eq(householdInvitations.payer_adhesion_id, payer.id)),
          ),
          exists(
            ctx.db
              .select({ id: householdDependants.id })
              .from(householdDependants)
              .where(eq(householdDependants.payer_adhesion_id, payer.id)),
          ),
        ),
      ),
    )
    .orderBy(desc(payer.date_debut), desc(payer.created_at))
    .limit(1);
  if (!last) return { members: [], dependants: [] };
  const [joined, asked, dependants] = await Promise.all([
    ctx.db
      .select({ prenom: users.prenom, nom: users.nom, email: users.email })
      .from(adhesions)
      .innerJoin(users, eq(users.id, adhesions.user_id))
      .where(and(eq(adhesions.household_of, last.id), isNotErased))
      .orderBy(asc(adhesions.created_at)),
    ctx.db
      .select({
        prenom: householdInvitations.prenom,
        nom: householdInvitations.nom,
        email: householdInvitations.email,
        status: householdInvitations.status,
      })
      .from(householdInvitations)
      .where(eq(householdInvitations.payer_adhesion_id, last.id))
      .orderBy(asc(householdInvitations.created_at)),
    listDependantsOf(ctx.db, [last.id]),
  ]);
  return {
    members: [
      ...joined.map((person) => ({ ...person, status: 'member' as const })),
      ...asked.map(({ status, ...person }) => ({
        ...person,
        status: status === 'pending' ? ('invited' as const) : ('refused' as const),
      })),
    ],
    dependants: dependants.map(({ payer_adhesion_id: _payer, ...person }) => person),
  };
}

/** The people without an account that these payer's memberships cover, in the order the payer named them. */
export function listDependantsOf(db: DbOrTx, payerMembershipIds: string[]) {
  return db
    .select({
      payer_adhesion_id: householdDependants.payer_adhesion_id,
      prenom: householdDependants.prenom,
      nom: householdDependants.nom,
      annee_naissance: householdDependants.annee_naissance,
    })
    .from(householdDependants)
    .where(inArray(householdDependants.payer_adhesion_id, payerMembershipIds))
    .orderBy(asc(householdDependants.created_at), asc(householdDependants.id));
}
