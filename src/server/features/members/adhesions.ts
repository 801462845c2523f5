import { desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { hasAttestation } from '../../../domain/attestations.ts';
import type { SessionUser } from '../../../domain/auth.ts';
import { USER_NOT_FOUND } from '../../../domain/auth.ts';
import { chequeAudited, chequeDetailsFor } from '../../../domain/cheques.ts';
import { formatDate } from '../../../domain/format.ts';
import { deOrElision } from '../../../domain/french.ts';
import type { IdParams } from '../../../domain/ids.ts';
import {
  ADHESION_STATUS_BADGES,
  ADHESION_TYPE_LABELS,
  type AdhesionType,
  effectiveStatus,
  todayIso,
} from '../../../domain/members.ts';
import type {
  Adhesion,
  AdhesionOffer,
  AdminAdhesion,
  AdminAdhesionDetail,
  CreateAdhesionInput,
  MyAdhesion,
  UpdateAdhesionInput,
} from '../../../domain/members-schemas.ts';
import type { MembershipOffer } from '../../../domain/membership-offers.ts';
import { centsToEuros, eurosToCents } from '../../../domain/money.ts';
import { membershipPeriod } from '../../../domain/seasons.ts';
import { seasonOf } from '../../../domain/settings.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions, membershipOffers, users } from '../../db/schema.ts';
import { invalidFields, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { postSource } from '../accounting/posting/post-source.ts';
import { lockLiveAccount } from '../accounts/erased.ts';
import {
  type Administrator,
  changedFields,
  personLabel,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';
import { findOffer, findOfferOfType } from '../offers/offers.ts';
import { getAssociationSettings, getMailSender } from '../settings/service.ts';
import { listDependantsOf } from './households.ts';
import { membershipActiveMail } from './mails.ts';

type AdhesionRow = typeof adhesions.$inferSelect;

export const ADHESION_NOT_FOUND = 'Adhésion introuvable';
const OFFER_ARCHIVED = 'Cette offre est archivée : choisissez-en une autre';

/**
 * « Prénom Nom » of whoever paid for a household member's membership (`household_of`); null for
 * any other. A column of any query reading `adhesions`.
 */
export const householdPayerName = sql<string | null>`(
  select payer.prenom || ' ' || payer.nom
  from ${adhesions} as payer_membership join ${users} as payer on payer.id = payer_membership.user_id
  where payer_membership.id = ${adhesions.household_of})`;

/** A membership with what its pages name: its offer, and the payer of its household if any. */
export const selectAdhesionViews = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      ...getTableColumns(adhesions),
      offer_name: membershipOffers.name,
      household_payer: householdPayerName,
    })
    .from(adhesions)
    .innerJoin(membershipOffers, eq(membershipOffers.id, adhesions.offer_id))
    .where(where);
export type AdhesionView = Awaited<ReturnType<typeof selectAdhesionViews>>[number];

async function findAdhesionView(db: DbOrTx, id: string): Promise<AdhesionView> {
  const [view] = await selectAdhesionViews(db, eq(adhesions.id, id));
  if (!view) throw notFound(ADHESION_NOT_FOUND);
  return view;
}

/** Picks the fields a page shows; the statut is the one a person should read (expired once over). */
export function presentAdhesion(row: AdhesionRow, today = todayIso()): Adhesion {
  return {
    id: row.id,
    type: row.type,
    montant: centsToEuros(row.montant_cents),
    date_debut: row.date_debut,
    date_fin: row.date_fin,
    statut: effectiveStatus(row, today),
    mode_paiement: row.mode_paiement,
    has_attestation: hasAttestation(row),
  };
}

export const presentAdhesionOffer = (view: AdhesionView): AdhesionOffer => ({
  offer_id: view.offer_id,
  offer_name: view.offer_name,
  household_payer: view.household_payer,
  cheque_number: view.cheque_number,
  cheque_bank: view.cheque_bank,
  cheque_drawer: view.cheque_drawer,
});

const presentAdminAdhesion = (view: AdhesionView): AdminAdhesion => ({
  ...presentAdhesion(view),
  ...presentAdhesionOffer(view),
});

/** A member's memberships, newest start first (the spec's order). */
export function findAdhesionsOf(db: DbOrTx, userId: string): Promise<AdhesionRow[]> {
  return db
    .select()
    .from(adhesions)
    .where(eq(adhesions.user_id, userId))
    .orderBy(desc(adhesions.date_debut), desc(adhesions.created_at));
}

/** A member's memberships with their offer, newest start first (the spec's order). */
const adhesionViewsOf = (db: DbOrTx, userId: string) =>
  selectAdhesionViews(db, eq(adhesions.user_id, userId)).orderBy(
    desc(adhesions.date_debut),
    desc(adhesions.created_at),
  );

export async function listMyAdhesions({ db }: AppContext, member: SessionUser): Promise<MyAdhesion[]> {
  const today = todayIso();
  return (await adhesionViewsOf(db, member.id)).map((view) => ({
    ...presentAdhesion(view, today),
    offer_name: view.offer_name,
  }));
}

/**
 * Every membership of a member, for the treasurer: the register shows one per member, and a
 * member who paid twice holds two years, the second one not yet begun. Few rows (about one a
 * year), hence no paging, as on the member's own page.
 */
export async function listUserAdhesions(
  { db }: AppContext,
  { id }: IdParams,
): Promise<AdminAdhesionDetail[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) throw notFound(USER_NOT_FOUND);
  const views = await adhesionViewsOf(db, id);
  const dependants = await listDependantsOf(
    db,
    views.map((view) => view.id),
  );
  return views.map((view) => ({
    ...presentAdminAdhesion(view),
    dependants: dependants
      .filter((person) => person.payer_adhesion_id === view.id)
      .map(({ payer_adhesion_id: _payer, ...person }) => person),
  }));
}

/** A membership's fields as the journal shows them: offer, type and statut in words. */
const audited = (row: AdhesionRow, offer: Pick<MembershipOffer, 'name'>) => ({
  offre: offer.name,
  type: ADHESION_TYPE_LABELS[row.type],
  montant: centsToEuros(row.montant_cents),
  date_debut: row.date_debut,
  date_fin: row.date_fin,
  statut: ADHESION_STATUS_BADGES[row.statut].label,
  mode_paiement: row.mode_paiement,
  ...chequeAudited(row),
});

/** "Adhésion de Marie Dupont du 01/09/2026" */
const membershipTarget = (row: AdhesionRow, member: { prenom: string; nom: string }) => ({
  type: 'adhesion',
  id: row.id,
  label: `Adhésion ${deOrElision(personLabel(member))} du ${formatDate(`${row.date_debut}T12:00:00Z`)}`,
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

/**
 * The offer an administrator chose: any offer, admin-only ones included, but not an archived one
 * (kept only when the membership already had it). Named by its type alone, that type's offer.
 */
async function chosenOffer(
  db: DbOrTx,
  choice: { offer_id?: string | undefined; type?: AdhesionType | undefined },
  current?: MembershipOffer,
): Promise<MembershipOffer> {
  if (choice.offer_id === undefined) {
    if (current && (choice.type === undefined || choice.type === current.type)) return current;
    const offer = await findOfferOfType(db, choice.type ?? 'standard');
    if (!offer) throw invalidFields([{ path: 'offer_id', message: 'Veuillez choisir une offre' }]);
    return offer;
  }
  if (choice.offer_id === current?.id) return current;
  const offer = await findOffer(db, choice.offer_id);
  if (offer.archived) throw invalidFields([{ path: 'offer_id', message: OFFER_ARCHIVED }]);
  return offer;
}

/**
 * Recorded by the treasurer (cheque, cash…): active at once, from its start to the end the
 * association's year gives (a year later by default, the spec's rule; the season's end otherwise).
 */
export async function createAdhesion(
  ctx: AppContext,
  { userId, ...input }: CreateAdhesionInput & { userId: string },
  actor: Administrator,
): Promise<AdminAdhesion> {
  const settings = await getAssociationSettings(ctx);
  const offer = await chosenOffer(ctx.db, input);
  return ctx.db.transaction(async (tx) => {
    const member = await lockLiveAccount(tx, userId);
    const [row] = await tx
      .insert(adhesions)
      .values({
        user_id: userId,
        offer_id: offer.id,
        type: offer.type,
        montant_cents: eurosToCents(input.montant),
        date_debut: input.date_debut,
        date_fin: membershipPeriod(seasonOf(settings), input.date_debut).date_fin,
        statut: 'active',
        mode_paiement: input.mode_paiement,
        ...chequeDetailsFor(input.mode_paiement, input),
      })
      .returning();
    if (!row) throw notFound(ADHESION_NOT_FOUND);
    await postSource(tx, { kind: 'adhesion', id: row.id });
    await recordAudit(tx, actor, {
      action: 'membership.create',
      target: membershipTarget(row, member),
      changes: changedFields({}, audited(row, offer)),
    });
    return presentAdminAdhesion(await findAdhesionView(tx, row.id));
  });
}

export async function updateAdhesion(
  ctx: AppContext,
  { id, ...input }: IdParams & UpdateAdhesionInput,
  actor: Administrator,
): Promise<AdminAdhesion> {
  // Read before the transaction, which then holds its connection for less time.
  const sender = await getMailSender(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await lockMembership(tx, id);
    const previousOffer = await findOffer(tx, before.row.offer_id);
    const offer = await chosenOffer(tx, input, previousOffer);
    const [row] = await tx
      .update(adhesions)
      .set({
        offer_id: offer.id,
        type: offer.type,
        mode_paiement: input.mode_paiement,
        ...chequeDetailsFor(input.mode_paiement, input),
        montant_cents: eurosToCents(input.montant),
        date_debut: input.date_debut,
        date_fin: input.date_fin,
        statut: input.statut,
      })
      .where(eq(adhesions.id, id))
      .returning();
    if (!row) throw notFound(ADHESION_NOT_FOUND);
    await postSource(tx, { kind: 'adhesion', id: row.id });
    await recordChanges(tx, actor, {
      action: 'membership.update',
      target: membershipTarget(row, before.member),
      before: audited(before.row, previousOffer),
      after: audited(row, offer),
    });
    // A paid membership that waited (a renewal from before they were active at once): the member learns it counts.
    // An account not yet validated hears it from the validation instead.
    if (before.row.statut === 'pending' && row.statut === 'active' && before.member.is_active) {
      await enqueueMail(tx, membershipActiveMail(sender, before.member, row));
    }
    return presentAdminAdhesion(await findAdhesionView(tx, row.id));
  });
}

export async function deleteAdhesion(
  { db }: AppContext,
  { id }: IdParams,
  actor: Administrator,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { row, member } = await lockMembership(tx, id);
    const offer = await findOffer(tx, row.offer_id);
    await tx.delete(adhesions).where(eq(adhesions.id, id));
    await postSource(tx, { kind: 'adhesion', id });
    await recordAudit(tx, actor, {
      action: 'membership.delete',
      target: membershipTarget(row, member),
      changes: removedFields(audited(row, offer)),
    });
  });
}
