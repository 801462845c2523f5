import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  EVENT_NOT_FOUND,
  type EventItem,
  type EventPage,
  isEventFinished,
  type ListEventsQuery,
  listEventsQuerySchema,
} from '../../../domain/events.ts';
import { pageOffset } from '../../../domain/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { evenements, inscriptionsEvenements } from '../../db/schema.ts';
import { foldedText, matchesEveryWord } from '../../db/text-search.ts';
import { notFound } from '../../http/errors.ts';
import { publicFileUrl } from '../../infra/storage/signed-links.ts';

type EventRow = typeof evenements.$inferSelect;
type Registrations = { inscrits: number; isRegistered: boolean };

function present(row: EventRow, registrations: Registrations | undefined, now: Date): EventItem {
  const inscrits = registrations?.inscrits ?? 0;
  return {
    id: row.id,
    titre: row.titre,
    description: row.description,
    date: row.date.toISOString(),
    lieu: row.lieu,
    places_max: row.places_max,
    image_url: row.image_url ? publicFileUrl(row.image_url) : null,
    inscrits,
    places_restantes: row.places_max === null ? null : Math.max(row.places_max - inscrits, 0),
    is_registered: registrations?.isRegistered ?? false,
    is_finished: isEventFinished(row.date, now),
  };
}

/**
 * The registrations of these events only, counted through the index on the event, and whether
 * `userId` holds one: never an aggregate over the whole registrations table.
 */
async function countRegistrationsOf(db: DbOrTx, userId: string, eventIds: string[]) {
  const byEvent = new Map<string, Registrations>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({
      eventId: inscriptionsEvenements.evenement_id,
      inscrits: count(),
      isRegistered: sql<boolean>`bool_or(${inscriptionsEvenements.user_id} = ${userId})`,
    })
    .from(inscriptionsEvenements)
    .where(inArray(inscriptionsEvenements.evenement_id, eventIds))
    .groupBy(inscriptionsEvenements.evenement_id);
  for (const row of rows) {
    byEvent.set(row.eventId, { inscrits: Number(row.inscrits), isRegistered: Boolean(row.isRegistered) });
  }
  return byEvent;
}

async function presentEvents(db: DbOrTx, userId: string, rows: EventRow[]): Promise<EventItem[]> {
  const registrations = await countRegistrationsOf(
    db,
    userId,
    rows.map((row) => row.id),
  );
  const now = new Date();
  return rows.map((row) => present(row, registrations.get(row.id), now));
}

/** Title and description, each word after a space, as `matchesEveryWord` reads them. */
const searchedText = foldedText(sql`' ' || ${evenements.titre} || ' ' || ${evenements.description}`);

/**
 * One page of upcoming events, soonest first, or of past ones, latest first, each with its places
 * left and the member's registration. An event is past from its start, as `is_finished` says.
 */
export async function selectEventPage(
  db: DbOrTx,
  { userId, ...query }: ListEventsQuery & { userId: string },
): Promise<EventPage> {
  const { when, search, page, pageSize } = listEventsQuerySchema.parse(query);
  const now = new Date();
  const where = and(
    when === 'upcoming' ? gte(evenements.date, now) : lt(evenements.date, now),
    matchesEveryWord(searchedText, search),
  );
  const order =
    when === 'upcoming'
      ? [asc(evenements.date), asc(evenements.titre), asc(evenements.id)]
      : [desc(evenements.date), asc(evenements.titre), asc(evenements.id)];
  const [[totalRow], rows] = await Promise.all([
    db.select({ total: count() }).from(evenements).where(where),
    db
      .select()
      .from(evenements)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
  ]);
  return { items: await presentEvents(db, userId, rows), total: totalRow?.total ?? 0, page, pageSize };
}

/** One event as one member sees it: with their own registration. */
export type EventForMember = { eventId: string; userId: string };

export async function selectEvent(db: DbOrTx, { eventId, userId }: EventForMember): Promise<EventItem> {
  const [event] = await presentEvents(db, userId, [await findEventRow(db, eventId)]);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

export async function findEventRow(db: DbOrTx, eventId: string): Promise<EventRow> {
  const [row] = await db.select().from(evenements).where(eq(evenements.id, eventId));
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

/** Locks the event row until the transaction ends, so that registrations are counted one at a time. */
export async function lockEvent(tx: DbOrTx, eventId: string): Promise<EventRow> {
  const [row] = await tx.select().from(evenements).where(eq(evenements.id, eventId)).for('update');
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

export async function countRegistrations(tx: DbOrTx, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(inscriptionsEvenements)
    .where(eq(inscriptionsEvenements.evenement_id, eventId));
  return Number(row?.count ?? 0);
}
