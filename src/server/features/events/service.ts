import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth.ts';
import { EVENT_NOT_FOUND, placesBelowRegistrations } from '../../../domain/events.ts';
import type { EventItem, EventPage, EventValues, ListEventsQuery } from '../../../domain/events-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { evenements } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { storeUpload, type Upload } from '../../http/uploads.ts';
import {
  type Administrator,
  changedFields,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';
import { countRegistrations, lockEvent, selectEvent, selectEventPage } from './event-query.ts';

/** One page of upcoming or past events, each with its places left and the member's registration. */
export function listEvents(
  { db }: AppContext,
  query: ListEventsQuery,
  member: SessionUser,
): Promise<EventPage> {
  return selectEventPage(db, { ...query, userId: member.id });
}

type EventRow = typeof evenements.$inferSelect;

/** An event's fields as the journal shows them. */
const audited = (event: Omit<EventRow, 'id' | 'created_at' | 'image_url'>) => ({
  titre: event.titre,
  description: event.description,
  date: event.date,
  lieu: event.lieu,
  places_max: event.places_max,
});

const eventTarget = (event: Pick<EventRow, 'id' | 'titre'>) => ({
  type: 'event',
  id: event.id,
  label: event.titre,
});

export async function createEvent(
  ctx: AppContext,
  input: EventValues,
  actor: Administrator,
): Promise<EventItem> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(evenements)
      .values({ ...input, date: new Date(input.date) })
      .returning();
    if (!row) throw new Error('event not created');
    await recordAudit(tx, actor, {
      action: 'event.create',
      target: eventTarget(row),
      changes: changedFields({}, audited(row)),
    });
    return selectEvent(tx, { eventId: row.id, userId: actor.id });
  });
}

/** Places cannot drop below the members already registered; the row lock keeps the count true. */
export async function updateEvent(
  ctx: AppContext,
  { id: eventId, ...input }: IdParams & EventValues,
  actor: Administrator,
): Promise<EventItem> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockEvent(tx, eventId);
    const registered = await countRegistrations(tx, eventId);
    if (input.places_max !== null && input.places_max < registered) {
      const message = placesBelowRegistrations(registered);
      throw conflict(message, 'PLACES_BELOW_REGISTRATIONS', [{ path: 'places_max', message }]);
    }
    const after = { ...input, date: new Date(input.date) };
    await tx.update(evenements).set(after).where(eq(evenements.id, eventId));
    await recordChanges(tx, actor, {
      action: 'event.update',
      target: eventTarget({ id: eventId, titre: after.titre }),
      before: audited(before),
      after: audited(after),
    });
    return selectEvent(tx, { eventId, userId: actor.id });
  });
}

/** The row (and its registrations, by cascade) and its image go together. */
export async function deleteEvent(
  ctx: AppContext,
  { id: eventId }: IdParams,
  actor: Administrator,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(evenements).where(eq(evenements.id, eventId)).returning();
    if (!row) throw notFound(EVENT_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'event.delete',
      target: eventTarget(row),
      changes: removedFields(audited(row)),
    });
    if (row.image_url) await ctx.storage.remove(row.image_url);
  });
}

/** Stores the new image first, then points the event at it and drops the old one. */
export async function setEventImage(
  ctx: AppContext,
  { id: eventId, upload }: IdParams & { upload: Upload },
  actor: Administrator,
): Promise<EventItem> {
  const key = `evenements/${eventId}-${Date.now()}.${upload.extension}`;
  const previous = await storeUpload(ctx.storage, upload, key, () =>
    replaceImage(ctx, { eventId, key }, actor),
  );
  if (previous) await ctx.storage.remove(previous);
  return selectEvent(ctx.db, { eventId, userId: actor.id });
}

export async function removeEventImage(
  ctx: AppContext,
  { id: eventId }: IdParams,
  actor: Administrator,
): Promise<EventItem> {
  const previous = await replaceImage(ctx, { eventId, key: null }, actor);
  if (previous) await ctx.storage.remove(previous);
  return selectEvent(ctx.db, { eventId, userId: actor.id });
}

/** Sets the image key and returns the one it replaces. */
async function replaceImage(
  ctx: AppContext,
  { eventId, key }: { eventId: string; key: string | null },
  actor: Administrator,
): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockEvent(tx, eventId);
    await tx.update(evenements).set({ image_url: key }).where(eq(evenements.id, eventId));
    await recordChanges(tx, actor, {
      action: 'event.update',
      target: eventTarget(row),
      before: { image_url: row.image_url },
      after: { image_url: key },
    });
    return row.image_url;
  });
}
