import { eq } from 'drizzle-orm';
import {
  EVENT_NOT_FOUND,
  type EventItem,
  type EventPage,
  type EventValues,
  type ListEventsQuery,
} from '../../../domain/events.ts';
import type { AppContext } from '../../app-context.ts';
import { evenements } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { storeUpload, type Upload } from '../../http/uploads.ts';
import { countRegistrations, lockEvent, selectEvent, selectEventPage } from './event-query.ts';

/** One page of upcoming or past events, each with its places left and the member's registration. */
export function listEvents({ db }: AppContext, userId: string, query: ListEventsQuery): Promise<EventPage> {
  return selectEventPage(db, userId, query);
}

export async function createEvent(ctx: AppContext, input: EventValues, adminId: string): Promise<EventItem> {
  const [row] = await ctx.db
    .insert(evenements)
    .values({ ...input, date: new Date(input.date) })
    .returning({ id: evenements.id });
  if (!row) throw new Error('événement non créé');
  return selectEvent(ctx.db, adminId, row.id);
}

/** Places cannot drop below the members already registered; the row lock keeps the count true. */
export async function updateEvent(
  ctx: AppContext,
  eventId: string,
  input: EventValues,
  adminId: string,
): Promise<EventItem> {
  return ctx.db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const registered = await countRegistrations(tx, eventId);
    if (input.places_max !== null && input.places_max < registered) {
      const message = `${registered} membres sont déjà inscrits : le nombre de places ne peut pas être inférieur`;
      throw conflict(message, 'PLACES_BELOW_REGISTRATIONS', [{ path: 'places_max', message }]);
    }
    await tx
      .update(evenements)
      .set({ ...input, date: new Date(input.date) })
      .where(eq(evenements.id, eventId));
    return selectEvent(tx, adminId, eventId);
  });
}

/** The row (and its registrations, by cascade) and its image go together. */
export async function deleteEvent(ctx: AppContext, eventId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(evenements)
      .where(eq(evenements.id, eventId))
      .returning({ image: evenements.image_url });
    if (!row) throw notFound(EVENT_NOT_FOUND);
    if (row.image) await ctx.storage.remove(row.image);
  });
}

/** Stores the new image first, then points the event at it and drops the old one. */
export async function setEventImage(
  ctx: AppContext,
  eventId: string,
  upload: Upload,
  adminId: string,
): Promise<EventItem> {
  const key = `evenements/${eventId}-${Date.now()}.${upload.extension}`;
  const previous = await storeUpload(ctx.storage, upload, key, () => replaceImage(ctx, eventId, key));
  if (previous) await ctx.storage.remove(previous);
  return selectEvent(ctx.db, adminId, eventId);
}

export async function removeEventImage(
  ctx: AppContext,
  eventId: string,
  adminId: string,
): Promise<EventItem> {
  const previous = await replaceImage(ctx, eventId, null);
  if (previous) await ctx.storage.remove(previous);
  return selectEvent(ctx.db, adminId, eventId);
}

/** Sets the image key and returns the one it replaces. */
async function replaceImage(ctx: AppContext, eventId: string, key: string | null): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockEvent(tx, eventId);
    await tx.update(evenements).set({ image_url: key }).where(eq(evenements.id, eventId));
    return row.image_url;
  });
}
