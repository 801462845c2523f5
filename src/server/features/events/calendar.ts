import { createEvent } from 'ics';
import { calendarFileName, EVENT_DURATION_HOURS } from '../../../domain/events.ts';
import type { AppContext } from '../../app-context.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { type EventForMember, selectEvent } from './event-query.ts';

export type CalendarFile = { fileName: string; content: string };

/**
 * The event as an .ics file of two hours, named after its title. Times are written in UTC,
 * which every calendar shows in its own time zone (Europe/Paris for the association).
 */
export async function getEventCalendar(ctx: AppContext, input: EventForMember): Promise<CalendarFile> {
  const event = await selectEvent(ctx.db, input);
  const { name } = await getAssociationSettings(ctx.db, ctx.config);
  const { error, value } = createEvent({
    uid: `${event.id}@${new URL(ctx.config.publicUrl).hostname}`,
    productId: name,
    title: event.titre,
    description: event.description,
    location: event.lieu ?? undefined,
    start: new Date(event.date).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: EVENT_DURATION_HOURS },
    url: `${ctx.config.publicUrl}/evenements`,
  });
  if (error || !value) throw error ?? new Error('calendrier vide');
  return { fileName: calendarFileName(event.titre), content: value };
}
