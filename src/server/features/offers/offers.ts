import { asc, eq, isNull, sql } from 'drizzle-orm';
import { ADHESION_TYPES, type AdhesionType } from '../../../domain/members.ts';
import {
  isOpenTo,
  type MembershipOffer,
  OFFER_NOT_FOUND,
  OFFER_NOT_OPEN,
  type OfferChannel,
} from '../../../domain/membership-offers.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { membershipOffers } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';

/**
 * The offers as every feature reads them. Not cached: a few rows read by a handful of pages, so
 * that an offer changed in one process is what every process shows the next instant.
 */

type OfferRow = typeof membershipOffers.$inferSelect;

export function presentOffer(row: OfferRow): MembershipOffer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    benefits: row.benefits,
    type: row.type,
    pricing: row.pricing,
    price: centsToEuros(row.price_cents),
    min_price: row.min_price_cents === null ? null : centsToEuros(row.min_price_cents),
    condition: row.condition,
    household_size: row.household_size,
    open_to_registration: row.open_to_registration,
    open_to_renewal: row.open_to_renewal,
    position: row.position,
    archived: row.archived_at !== null,
  };
}

const inOrder = [asc(membershipOffers.position), asc(membershipOffers.name)];
const currentFirst = sql`${membershipOffers.archived_at} IS NOT NULL`;

/** Every offer, the archived ones last, in the order the association chose. */
export async function listOffers(db: Db): Promise<MembershipOffer[]> {
  const rows = await db
    .select()
    .from(membershipOffers)
    .orderBy(currentFirst, ...inOrder);
  return rows.map(presentOffer);
}

/** The offers a member may choose on the sign-up or the renewal page. */
export async function listOpenOffers(
  { db }: Pick<AppContext, 'db'>,
  { pour: channel }: { pour: OfferChannel },
): Promise<MembershipOffer[]> {
  const rows = await db
    .select()
    .from(membershipOffers)
    .where(isNull(membershipOffers.archived_at))
    .orderBy(...inOrder);
  return rows.map(presentOffer).filter((offer) => isOpenTo(offer, channel));
}

export async function findOffer(db: Db, id: string): Promise<MembershipOffer> {
  const [row] = await db.select().from(membershipOffers).where(eq(membershipOffers.id, id));
  if (!row) throw notFound(OFFER_NOT_FOUND, 'OFFER_NOT_FOUND');
  return presentOffer(row);
}

/** The offer a member chose online: refused when it is archived or not open to this page. */
export async function findOpenOffer(db: Db, id: string, channel: OfferChannel): Promise<MembershipOffer> {
  const offer = await findOffer(db, id);
  if (!isOpenTo(offer, channel)) throw badRequest(OFFER_NOT_OPEN, 'OFFER_NOT_OPEN');
  return offer;
}

/** The current offer of a member status: what a form or a file naming only the type means. */
export async function findOfferOfType(db: Db, type: AdhesionType): Promise<MembershipOffer | undefined> {
  const [row] = await db
    .select()
    .from(membershipOffers)
    .where(eq(membershipOffers.type, type))
    .orderBy(currentFirst, ...inOrder)
    .limit(1);
  return row ? presentOffer(row) : undefined;
}

/** The price of each member status's current offer: what the spec calls the fees. */
export async function pricesOfTypes(db: Db): Promise<Record<AdhesionType, number>> {
  const offers = await Promise.all(ADHESION_TYPES.map((type) => findOfferOfType(db, type)));
  const priceOf = (type: AdhesionType) => offers.find((offer) => offer?.type === type)?.price ?? 0;
  return { standard: priceOf('standard'), premium: priceOf('premium'), bienfaiteur: priceOf('bienfaiteur') };
}
