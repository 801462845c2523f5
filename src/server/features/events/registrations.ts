import { and, asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth.ts';
import { EVENT_FINISHED_MESSAGE, EVENT_FULL_MESSAGE, isEventFinished } from '../../../domain/events.ts';
import type { EventItem, ParticipantPage } from '../../../domain/events-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { PageQuery } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import { defineList } from '../../db/list.ts';
import { inscriptionsEvenements, users } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { getMailSender } from '../settings/service.ts';
import { countRegistrations, findEventRow, lockEvent, selectEvent } from './event-query.ts';
import { eventRegistrationMail } from './mails.ts';

/**
 * Registers the member, unless the event is finished or full. The event row stays locked from
 * the count to the insert, so two members can never take the last place together. Registering
 * twice changes nothing and sends no second mail.
 */
export async function registerToEvent(
  ctx: AppContext,
  { id: eventId }: IdParams,
  user: SessionUser,
): Promise<EventItem> {
  // Read before the transaction, which then holds its connection for less time.
  const sender = await getMailSender(ctx);
  return ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (isEventFinished(event.date)) throw conflict(EVENT_FINISHED_MESSAGE, 'EVENT_FINISHED');
    const [existing] = await tx
      .select({ id: inscriptionsEvenements.id })
      .from(inscriptionsEvenements)
      .where(
        and(eq(inscriptionsEvenements.evenement_id, eventId), eq(inscriptionsEvenements.user_id, user.id)),
      );
    if (!existing) {
      if (event.places_max !== null && (await countRegistrations(tx, eventId)) >= event.places_max) {
        throw conflict(EVENT_FULL_MESSAGE, 'EVENT_FULL');
      }
      await tx.insert(inscriptionsEvenements).values({ evenement_id: eventId, user_id: user.id });
      await enqueueMail(tx, eventRegistrationMail(sender, user, event));
    }
    return selectEvent(tx, { eventId, userId: user.id });
  });
}

/** A finished event keeps its participants: leaving is refused like registering. */
export async function leaveEvent(
  ctx: AppContext,
  { id: eventId }: IdParams,
  { id: userId }: SessionUser,
): Promise<EventItem> {
  return ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (isEventFinished(event.date)) throw conflict(EVENT_FINISHED_MESSAGE, 'EVENT_FINISHED');
    await tx
      .delete(inscriptionsEvenements)
      .where(
        and(eq(inscriptionsEvenements.evenement_id, eventId), eq(inscriptionsEvenements.user_id, userId)),
      );
    return selectEvent(tx, { eventId, userId });
  });
}

/** One event's registrations, the request's `base`: counted like a table, up to a bound. */
const participantsList = defineList({
  name: 'event_participants',
  rows: (db, filter, window) =>
    db
      .select({ nom: users.nom, prenom: users.prenom, email: users.email })
      .from(inscriptionsEvenements)
      .innerJoin(users, eq(users.id, inscriptionsEvenements.user_id))
      .where(filter)
      .orderBy(asc(users.nom), asc(users.prenom), asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
  table: inscriptionsEvenements,
});

/** Who is registered (nom, prénom, email), by name, a page at a time: an event may have no limit. */
export async function listParticipants(
  ctx: AppContext,
  { id: eventId, page, pageSize }: IdParams & PageQuery,
): Promise<ParticipantPage> {
  await findEventRow(ctx.db, eventId);
  const { rows, ...total } = await participantsList.page(ctx.db, {
    base: eq(inscriptionsEvenements.evenement_id, eventId),
    page: { page, pageSize },
  });
  return { items: rows, ...total, page, pageSize };
}
