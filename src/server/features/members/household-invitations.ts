import { and, asc, eq, gte } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth.ts';
import type { HouseholdInvitation } from '../../../domain/households.ts';
import { todayIso } from '../../../domain/members.ts';
import type { Adhesion } from '../../../domain/members-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { adhesions, householdInvitations, membershipOffers, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { lockLiveAccount } from '../accounts/erased.ts';
import { personLabel } from '../audit/record.ts';
import { presentAdhesion } from './adhesions.ts';
import { insertHouseholdShare } from './households.ts';

const INVITATION_NOT_FOUND = 'Invitation introuvable';
const HOUSEHOLD_ENDED = 'Ce foyer n’est plus couvert : son adhésion a pris fin';

/** Only its own member answers an invitation, and only once: anything else reads as unknown. */
const answerable = (token: string, member: SessionUser) =>
  and(
    eq(householdInvitations.token, token),
    eq(householdInvitations.user_id, member.id),
    eq(householdInvitations.status, 'pending'),
  );

/** The invitations waiting for the signed-in member's answer, oldest first; a household whose period is over has none. */
export async function listMyHouseholdInvitations(
  { db }: AppContext,
  member: SessionUser,
): Promise<HouseholdInvitation[]> {
  const rows = await db
    .select({
      token: householdInvitations.token,
      prenom: users.prenom,
      nom: users.nom,
      offer_name: membershipOffers.name,
      date_debut: adhesions.date_debut,
      date_fin: adhesions.date_fin,
    })
    .from(householdInvitations)
    .innerJoin(adhesions, eq(adhesions.id, householdInvitations.payer_adhesion_id))
    .innerJoin(users, eq(users.id, adhesions.user_id))
    .innerJoin(membershipOffers, eq(membershipOffers.id, adhesions.offer_id))
    .where(
      and(
        eq(householdInvitations.user_id, member.id),
        eq(householdInvitations.status, 'pending'),
        gte(adhesions.date_fin, todayIso()),
      ),
    )
    .orderBy(asc(householdInvitations.created_at));
  return rows.map(({ prenom, nom, ...invitation }) => ({
    ...invitation,
    payer: personLabel({ prenom, nom }),
  }));
}

/**
 * The member agrees to join: she gets the household's membership, the payer's offer, period and
 * status (the server reads them from the payer's membership, never from the request), and the
 * invitation goes. A household whose period is over has nothing left to join.
 */
export async function acceptHouseholdInvitation(
  { db }: AppContext,
  { token }: { token: string },
  member: SessionUser,
): Promise<Adhesion> {
  return db.transaction(async (tx) => {
    await lockLiveAccount(tx, member.id);
    const [invitation] = await tx
      .select({ id: householdInvitations.id, payerMembershipId: householdInvitations.payer_adhesion_id })
      .from(householdInvitations)
      .where(answerable(token, member))
      .for('update');
    if (!invitation) throw notFound(INVITATION_NOT_FOUND);
    const [payer] = await tx
      .select()
      .from(adhesions)
      .where(eq(adhesions.id, invitation.payerMembershipId))
      .for('share');
    if (!payer || payer.date_fin < todayIso()) throw conflict(HOUSEHOLD_ENDED, 'HOUSEHOLD_ENDED');
    const share = await insertHouseholdShare(
      tx,
      {
        payerMembershipId: payer.id,
        offer: { id: payer.offer_id, type: payer.type },
        period: { date_debut: payer.date_debut, date_fin: payer.date_fin },
        statut: payer.statut,
        mode: payer.mode_paiement,
      },
      member.id,
    );
    await tx.delete(householdInvitations).where(eq(householdInvitations.id, invitation.id));
    return presentAdhesion(share);
  });
}

/** The member declines: no membership; the payer's household then reads « invitation refusée ». */
export async function refuseHouseholdInvitation(
  { db }: AppContext,
  { token }: { token: string },
  member: SessionUser,
): Promise<void> {
  const refused = await db
    .update(householdInvitations)
    .set({ status: 'refused' })
    .where(answerable(token, member))
    .returning({ id: householdInvitations.id });
  if (refused.length === 0) throw notFound(INVITATION_NOT_FOUND);
}
