import { count, eq, sql } from 'drizzle-orm';
import { ADHESION_TYPE_LABELS } from '../../../domain/members.ts';
import { OFFER_NOT_FOUND, OFFER_PRICING_LABELS, offerNameKey } from '../../../domain/membership-offers.ts';
import {
  type AdminOffer,
  OFFER_IN_USE,
  OFFER_NAME_TAKEN,
  type OfferInput,
} from '../../../domain/membership-offers-schemas.ts';
import { centsToEuros, eurosToCents } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { Tx } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { adhesions, checkoutSessions, membershipOffers } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  type Administrator,
  changedFields,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';
import { listOffers, presentOffer } from './offers.ts';

type OfferRow = typeof membershipOffers.$inferSelect;

/** Every offer with how many memberships chose it, the archived ones last, in the chosen order. */
export async function listAdminOffers({ db }: AppContext): Promise<AdminOffer[]> {
  const [offers, usage] = await Promise.all([
    listOffers(db),
    db
      .select({ offer_id: adhesions.offer_id, memberships: count() })
      .from(adhesions)
      .groupBy(adhesions.offer_id),
  ]);
  const membershipsOf = new Map(usage.map((row) => [row.offer_id, row.memberships]));
  return offers.map((offer) => ({ ...offer, memberships: membershipsOf.get(offer.id) ?? 0 }));
}

const nameTaken = () =>
  conflict(OFFER_NAME_TAKEN, 'OFFER_NAME_TAKEN', [{ path: 'name', message: OFFER_NAME_TAKEN }]);

/**
 * The import finds an offer by its name whatever its accents and case (`offerNameKey`): two
 * offers may not differ by those alone. The lock makes two writes check one after the other.
 */
async function rejectTakenName(tx: Tx, name: string, exceptId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.membershipOffers})`);
  const others = await tx
    .select({ id: membershipOffers.id, name: membershipOffers.name })
    .from(membershipOffers);
  const key = offerNameKey(name);
  if (others.some((other) => other.id !== exceptId && offerNameKey(other.name) === key)) throw nameTaken();
}

const columnsOf = ({ archived, price, min_price, ...values }: OfferInput, before?: OfferRow) => ({
  ...values,
  price_cents: eurosToCents(price),
  min_price_cents: min_price === null || min_price === undefined ? null : eurosToCents(min_price),
  // Archived keeps its first day; restored, it has none.
  archived_at: archived ? (before?.archived_at ?? new Date()) : null,
});

/** An offer as the journal shows it, in the words of the form. */
const audited = (row: OfferRow) => ({
  name: row.name,
  description: row.description,
  benefits: row.benefits,
  type: ADHESION_TYPE_LABELS[row.type],
  pricing: OFFER_PRICING_LABELS[row.pricing],
  price: centsToEuros(row.price_cents),
  min_price: row.min_price_cents === null ? null : centsToEuros(row.min_price_cents),
  condition: row.condition,
  household_size: row.household_size,
  open_to_registration: row.open_to_registration,
  open_to_renewal: row.open_to_renewal,
  position: row.position,
  archived: row.archived_at !== null,
});
const offerTarget = (row: OfferRow) => ({ type: 'offer', id: row.id, label: row.name });

async function withNameChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The index on lower(name) is the last word, should a write bypass the lock.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createOffer(
  { db }: AppContext,
  input: OfferInput,
  actor: Administrator,
): Promise<AdminOffer> {
  return withNameChecked(() =>
    db.transaction(async (tx) => {
      await rejectTakenName(tx, input.name);
      const [row] = await tx.insert(membershipOffers).values(columnsOf(input)).returning();
      if (!row) throw new Error('offer not created');
      await recordAudit(tx, actor, {
        action: 'offer.create',
        target: offerTarget(row),
        changes: changedFields({}, audited(row)),
      });
      return { ...presentOffer(row), memberships: 0 };
    }),
  );
}

/**
 * Replaces the whole offer. Memberships keep the price, status and dates they were recorded
 * with: a new price is for the memberships to come.
 */
export async function updateOffer(
  { db }: AppContext,
  input: OfferInput & { id: string },
  actor: Administrator,
): Promise<AdminOffer> {
  const { id, ...values } = input;
  return withNameChecked(() =>
    db.transaction(async (tx) => {
      await rejectTakenName(tx, values.name, id);
      const [before] = await tx
        .select()
        .from(membershipOffers)
        .where(eq(membershipOffers.id, id))
        .for('update');
      if (!before) throw notFound(OFFER_NOT_FOUND, 'OFFER_NOT_FOUND');
      const [row] = await tx
        .update(membershipOffers)
        .set({ ...columnsOf(values, before), updated_at: new Date() })
        .where(eq(membershipOffers.id, id))
        .returning();
      if (!row) throw notFound(OFFER_NOT_FOUND, 'OFFER_NOT_FOUND');
      await recordChanges(tx, actor, {
        action: 'offer.update',
        target: offerTarget(row),
        before: audited(before),
        after: audited(row),
      });
      const [usage] = await tx
        .select({ memberships: count() })
        .from(adhesions)
        .where(eq(adhesions.offer_id, id));
      return { ...presentOffer(row), memberships: usage?.memberships ?? 0 };
    }),
  );
}

/** Only an offer nobody chose: one that served, even for a payment left unfinished, is archived. */
export async function deleteOffer(
  { db }: AppContext,
  { id }: { id: string },
  actor: Administrator,
): Promise<void> {
  const inUse = () => conflict(OFFER_IN_USE, 'OFFER_IN_USE');
  try {
    await db.transaction(async (tx) => {
      const chosenBy = (table: typeof adhesions | typeof checkoutSessions) =>
        tx.select({ id: table.id }).from(table).where(eq(table.offer_id, id)).limit(1);
      const [membership] = await chosenBy(adhesions);
      const [checkout] = await chosenBy(checkoutSessions);
      if (membership || checkout) throw inUse();
      const [row] = await tx.delete(membershipOffers).where(eq(membershipOffers.id, id)).returning();
      if (!row) throw notFound(OFFER_NOT_FOUND, 'OFFER_NOT_FOUND');
      await recordAudit(tx, actor, {
        action: 'offer.delete',
        target: offerTarget(row),
        changes: removedFields(audited(row)),
      });
    });
  } catch (error) {
    // A membership or a checkout written with it between the check and the delete.
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
}
