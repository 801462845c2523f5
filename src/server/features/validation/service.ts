import { and, asc, desc, eq, inArray, isNotNull, isNull, not, or } from 'drizzle-orm';
import type { IdParams } from '../../../domain/ids.ts';
import { ADHESION_STATUS_BADGES } from '../../../domain/members.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type {
  ListPendingUsersQuery,
  PendingMembership,
  PendingUserPage,
} from '../../../domain/validation.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import { adhesions, membershipOffers, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { accountValidatedMail } from '../../infra/mail/templates.ts';
import { isNotErased, lockLiveAccount } from '../accounts/erased.ts';
import { type Administrator, personLabel, recordAudit } from '../audit/record.ts';
import { householdPayerName } from '../members/adhesions.ts';
import { matchesMemberSearch } from '../members/member-search.ts';
import { getMailSender } from '../settings/service.ts';

const NOTHING_PENDING = 'Aucune adhésion en attente pour cet utilisateur';

// Constants written into the SQL, as the partial index `users_pending_created_idx` states them:
// the prepared statements' plans then read that index.
export const awaitingValidation = and(
  not(users.is_active),
  isNotErased,
  isNull(users.registration_refused_at),
);
export const pendingUsersList = defineList({
  name: 'pending_users',
  rows: (db, filter, window) =>
    db
      .select({
        id: users.id,
        prenom: users.prenom,
        nom: users.nom,
        email: users.email,
        adresse: users.adresse,
        code_postal: users.code_postal,
        ville: users.ville,
        created_at: users.createdAt,
      })
      .from(users)
      .where(and(awaitingValidation, filter))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
  table: users,
  base: awaitingValidation,
});

/**
 * Accounts waiting for an administrator, oldest first (first paid, first served), one page at a
 * time, searched like the register.
 */
export async function listPendingUsers(
  { db }: AppContext,
  query: ListPendingUsersQuery,
): Promise<PendingUserPage> {
  const { search, page, pageSize } = query;
  const filter = matchesMemberSearch(search);
  const { rows, ...total } = await pendingUsersList.page(db, { filter, page: { page, pageSize } });
  const memberships = await pendingMembershipsOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    membership: memberships.get(row.id) ?? null,
  }));
  return { items, ...total, page, pageSize };
}

/** Each account's latest membership awaiting validation, with what the card shows of its offer. */
async function pendingMembershipsOf(db: DbOrTx, userIds: string[]): Promise<Map<string, PendingMembership>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([adhesions.user_id], {
      user_id: adhesions.user_id,
      id: adhesions.id,
      offer_name: membershipOffers.name,
      pricing: membershipOffers.pricing,
      condition: membershipOffers.condition,
      montant_cents: adhesions.montant_cents,
      mode_paiement: adhesions.mode_paiement,
      payment_id: adhesions.payment_id,
      household_payer: householdPayerName,
    })
    .from(adhesions)
    .innerJoin(membershipOffers, eq(membershipOffers.id, adhesions.offer_id))
    .where(and(inArray(adhesions.user_id, userIds), eq(adhesions.statut, 'pending')))
    .orderBy(adhesions.user_id, desc(adhesions.date_debut));
  return new Map(
    rows.map(({ user_id, pricing, condition, payment_id, montant_cents, ...membership }) => [
      user_id,
      {
        ...membership,
        montant: centsToEuros(montant_cents),
        paid_online: montant_cents > 0 && payment_id !== null,
        reduced_price_condition: pricing === 'reduit' ? condition : null,
      },
    ]),
  );
}

/**
 * The payer's household shares their validation where its members' accounts are validated
 * already; a member whose account is new waits for their own validation, like any sign-up.
 */
async function activateHouseholdOf(tx: DbOrTx, payerMembershipIds: string[]) {
  if (payerMembershipIds.length === 0) return;
  const validatedAccounts = tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.is_active, true), isNotErased));
  await tx
    .update(adhesions)
    .set({ statut: 'active' })
    .where(
      and(
        inArray(adhesions.household_of, payerMembershipIds),
        eq(adhesions.statut, 'pending'),
        inArray(adhesions.user_id, validatedAccounts),
      ),
    );
}

/**
 * Opens the member area to the account and, in the same transaction, activates the membership
 * it paid for (the spec leaves this open; see docs/regles/connexion-et-inscription.md), then
 * mails the member.
 */
export async function validateUser(
  ctx: AppContext,
  { id: userId }: IdParams,
  actor: Administrator,
): Promise<void> {
  // Read before the transaction, which then holds its connection for less time.
  const sender = await getMailSender(ctx);
  await ctx.db.transaction(async (tx) => {
    await lockLiveAccount(tx, userId, { lock: 'update', missing: () => notFound(NOTHING_PENDING) });
    const [user] = await tx
      .update(users)
      .set({ is_active: true })
      .where(and(eq(users.id, userId), awaitingValidation))
      .returning({ email: users.email, prenom: users.prenom, nom: users.nom });
    if (!user) throw notFound(NOTHING_PENDING);
    // Taken online: paid (or a 0 € offer, whose reference stands for a payment), or a household's share.
    const takenOnline = or(isNotNull(adhesions.payment_id), isNotNull(adhesions.household_of));
    const activated = await tx
      .update(adhesions)
      .set({ statut: 'active' })
      .where(and(eq(adhesions.user_id, userId), eq(adhesions.statut, 'pending'), takenOnline))
      .returning({ id: adhesions.id });
    await activateHouseholdOf(
      tx,
      activated.map(({ id }) => id),
    );
    await recordAudit(tx, actor, {
      action: 'member.validate',
      target: { type: 'user', id: userId, label: personLabel(user) },
      changes: {
        is_active: { before: false, after: true },
        ...(activated.length > 0 && {
          adhesion: {
            before: ADHESION_STATUS_BADGES.pending.label,
            after: ADHESION_STATUS_BADGES.active.label,
          },
        }),
      },
    });
    await enqueueMail(
      tx,
      accountValidatedMail(sender, user.email, user.prenom, `${ctx.config.publicUrl}/login`),
    );
  });
}
