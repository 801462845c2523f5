import { createEvent } from 'ics';
import type { SessionUser } from '../../../domain/auth.ts';
import { calendarFileName, EVENT_DURATION_HOURS } from '../../../domain/events.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { selectEvent } from './event-query.ts';

export type CalendarFile = { fileName: string; content: string };

/**
 * The event as an .ics file of two hours, named after its title. Times are written in UTC,
 * which every calendar shows in its own time zone (Europe/Paris for the association).
 */
export async function getEventCalendar(
  ctx: AppContext,
  { id }: IdParams,
  member: SessionUser,
): Promise<CalendarFile> {
  const event = await selectEvent(ctx.db, { eventId: id, userId: member.id });
  const { name } = await getAssociationSettings(ctx);
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
  if (error || !value) throw error ?? new Error('calendar not built');
  return { fileName: calendarFileName(event.titre), content: value };
}
