import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { EVENT_NOT_FOUND, type EventItem, isEventFinished } from '../../../domain/events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { evenements, inscriptionsEvenements } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { publicFileUrl } from '../../infra/storage/signed-links.ts';

type EventRow = typeof evenements.$inferSelect;

function present(row: EventRow, inscrits: number, isRegistered: boolean, now: Date): EventItem {
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
    is_registered: isRegistered,
    is_finished: isEventFinished(row.date, now),
  };
}

/** Events with their number of registrations and whether `userId` is among them, by date ascending. */
export async function selectEvents(db: DbOrTx, userId: string, where?: SQL): Promise<EventItem[]> {
  const rows = await db
    .select({
      event: evenements,
      inscrits: sql<number>`count(${inscriptionsEvenements.id})::int`,
      isRegistered: sql<boolean>`coalesce(bool_or(${inscriptionsEvenements.user_id} = ${userId}), false)`,
    })
    .from(evenements)
    .leftJoin(inscriptionsEvenements, eq(inscriptionsEvenements.evenement_id, evenements.id))
    .where(where)
    .groupBy(evenements.id)
    .orderBy(asc(evenements.date), asc(evenements.titre));
  const now = new Date();
  return rows.map((row) => present(row.event, Number(row.inscrits), Boolean(row.isRegistered), now));
}

export async function selectEvent(db: DbOrTx, userId: string, eventId: string): Promise<EventItem> {
  const [event] = await selectEvents(db, userId, eq(evenements.id, eventId));
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
