import { desc, eq } from 'drizzle-orm';
import { hasAttestation } from '../../../domain/attestations.ts';
import { formatDate } from '../../../domain/format.ts';
import {
  ADHESION_STATUS_BADGES,
  ADHESION_TYPE_LABELS,
  addOneYear,
  effectiveStatus,
  todayIso,
} from '../../../domain/members.ts';
import type { Adhesion, CreateAdhesionInput, UpdateAdhesionInput } from '../../../domain/members-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import {
  type Administrator,
  changedFields,
  personLabel,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';
import { lockLiveAccount } from '../privacy/erased.ts';
import { getMailSender } from '../settings/service.ts';
import { membershipActiveMail } from './mails.ts';

type AdhesionRow = typeof adhesions.$inferSelect;

export const ADHESION_NOT_FOUND = 'Adhésion introuvable';

/** Picks the fields a page shows; the statut is the one a person should read (expired once over). */
export function presentAdhesion(row: AdhesionRow, today = todayIso()): Adhesion {
  return {
    id: row.id,
    type: row.type,
    montant: row.montant,
    date_debut: row.date_debut,
    date_fin: row.date_fin,
    statut: effectiveStatus(row, today),
    mode_paiement: row.mode_paiement,
    has_attestation: hasAttestation(row),
  };
}

/** A member's memberships, newest start first (the spec's order). */
export function findAdhesionsOf(db: DbOrTx, userId: string): Promise<AdhesionRow[]> {
  return db
    .select()
    .from(adhesions)
    .where(eq(adhesions.user_id, userId))
    .orderBy(desc(adhesions.date_debut), desc(adhesions.created_at));
}

export async function listMyAdhesions({ db }: AppContext, userId: string): Promise<Adhesion[]> {
  const today = todayIso();
  return (await findAdhesionsOf(db, userId)).map((row) => presentAdhesion(row, today));
}

/** A membership's fields as the journal shows them: type and statut in words. */
const audited = (row: AdhesionRow) => ({
  type: ADHESION_TYPE_LABELS[row.type],
  montant: row.montant,
  date_debut: row.date_debut,
  date_fin: row.date_fin,
  statut: ADHESION_STATUS_BADGES[row.statut].label,
  mode_paiement: row.mode_paiement,
});

/** "Adhésion de Marie Dupont du 01/09/2026" */
const membershipTarget = (row: AdhesionRow, member: { prenom: string; nom: string }) => ({
  type: 'adhesion',
  id: row.id,
  label: `Adhésion de ${personLabel(member)} du ${formatDate(`${row.date_debut}T12:00:00Z`)}`,
});

/**
 * The membership, locked, with its member's name; the same transaction then changes and journals
 * it. The member's row is locked first, in the order deleting or erasing them takes: the
 * memberships of an erased account stay as the ledger recorded them.
 */
async function lockMembership(tx: DbOrTx, id: string) {
  const [owner] = await tx.select({ userId: adhesions.user_id }).from(adhesions).where(eq(adhesions.id, id));
  if (!owner) throw notFound(ADHESION_NOT_FOUND);
  const member = await lockLiveAccount(tx, owner.userId);
  const [row] = await tx.select().from(adhesions).where(eq(adhesions.id, id)).for('update');
  if (!row) throw notFound(ADHESION_NOT_FOUND);
  return { row, member };
}

/** Recorded by the treasurer (cheque, cash…): active at once, for one year from its start. */
export async function createAdhesion(
  { db }: AppContext,
  userId: string,
  input: CreateAdhesionInput,
  actor: Administrator,
): Promise<Adhesion> {
  return db.transaction(async (tx) => {
    const member = await lockLiveAccount(tx, userId);
    const [row] = await tx
      .insert(adhesions)
      .values({
        user_id: userId,
        type: input.type,
        montant: input.montant,
        date_debut: input.date_debut,
        date_fin: addOneYear(input.date_debut),
        statut: 'active',
        mode_paiement: input.mode_paiement,
      })
      .returning();
    if (!row) throw notFound(ADHESION_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'membership.create',
      target: membershipTarget(row, member),
      changes: changedFields({}, audited(row)),
    });
    return presentAdhesion(row);
  });
}

export async function updateAdhesion(
  ctx: AppContext,
  id: string,
  input: UpdateAdhesionInput,
  actor: Administrator,
): Promise<Adhesion> {
  // Read before the transaction, which then holds its connection for less time.
  const sender = await getMailSender(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await lockMembership(tx, id);
    const [row] = await tx
      .update(adhesions)
      .set({
        type: input.type,
        mode_paiement: input.mode_paiement,
        montant: input.montant,
        date_debut: input.date_debut,
        date_fin: input.date_fin,
        statut: input.statut,
      })
      .where(eq(adhesions.id, id))
      .returning();
    if (!row) throw notFound(ADHESION_NOT_FOUND);
    await recordChanges(tx, actor, {
      action: 'membership.update',
      target: membershipTarget(row, before.member),
      before: audited(before.row),
      after: audited(row),
    });
    // A paid membership that waited (a renewal from before they were active at once): the member learns it counts.
    // An account not yet validated hears it from the validation instead.
    if (before.row.statut === 'pending' && row.statut === 'active' && before.member.is_active) {
      await enqueueMail(tx, membershipActiveMail(sender, before.member, row));
    }
    return presentAdhesion(row);
  });
}

export async function deleteAdhesion({ db }: AppContext, id: string, actor: Administrator): Promise<void> {
  await db.transaction(async (tx) => {
    const { row, member } = await lockMembership(tx, id);
    await tx.delete(adhesions).where(eq(adhesions.id, id));
    await recordAudit(tx, actor, {
      action: 'membership.delete',
      target: membershipTarget(row, member),
      changes: removedFields(audited(row)),
    });
  });
}
