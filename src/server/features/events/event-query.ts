import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { EVENT_NOT_FOUND, type EventPeriod, isEventFinished } from '../../../domain/events.ts';
import type { EventItem, EventPage, ListEventsQuery } from '../../../domain/events-schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import { preparedStatement } from '../../db/prepared.ts';
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
 * The registrations of these events only (`eventIds`), counted through the index on the event,
 * and whether `userId` holds one: never an aggregate over the whole registrations table.
 */
const registrationsOfEvents = preparedStatement('event_registrations', (db, name) =>
  db
    .select({
      eventId: inscriptionsEvenements.evenement_id,
      inscrits: count(),
      isRegistered: sql<boolean>`bool_or(${inscriptionsEvenements.user_id} = ${sql.placeholder('userId')})`,
    })
    .from(inscriptionsEvenements)
    .where(sql`${inscriptionsEvenements.evenement_id} = any(${sql.placeholder('eventIds')})`)
    .groupBy(inscriptionsEvenements.evenement_id)
    .prepare(name),
);

async function countRegistrationsOf(db: DbOrTx, userId: string, eventIds: string[]) {
  const byEvent = new Map<string, Registrations>();
  if (eventIds.length === 0) return byEvent;
  const rows = await registrationsOfEvents(db).execute({ userId, eventIds });
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

const NOW = sql.placeholder('now');

/** Upcoming events, soonest first, or past ones, latest first. */
const eventList = (when: EventPeriod, period: SQL, order: SQL[]) =>
  defineList({
    name: `events_${when}`,
    rows: (db, filter, window) =>
      db
        .select()
        .from(evenements)
        .where(and(period, filter))
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
    count: (db, filter) => db.select({ total: count() }).from(evenements).where(and(period, filter)),
  });
export const eventLists = {
  upcoming: eventList('upcoming', gte(evenements.date, NOW), [
    asc(evenements.date),
    asc(evenements.titre),
    asc(evenements.id),
  ]),
  past: eventList('past', lt(evenements.date, NOW), [
    desc(evenements.date),
    asc(evenements.titre),
    asc(evenements.id),
  ]),
};

/**
 * One page of upcoming events, soonest first, or of past ones, latest first, each with its places
 * left and the member's registration. An event is past from its start, as `is_finished` says.
 */
export async function selectEventPage(
  db: DbOrTx,
  { userId, when, search, page, pageSize }: ListEventsQuery & { userId: string },
): Promise<EventPage> {
  const now = new Date().toISOString();
  const filter = matchesEveryWord(searchedText, search);
  const { rows, total } = await eventLists[when].page(db, {
    filter,
    page: { page, pageSize },
    values: { now },
  });
  return { items: await presentEvents(db, userId, rows), total, page, pageSize };
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
