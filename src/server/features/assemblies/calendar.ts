import { createEvent } from 'ics';
import { AG_CALENDAR_HOURS, calendarFileName, calendarTitle } from '../../../domain/assemblies.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { findAssembly } from './member-service.ts';

/** The AG as a calendar file: 3 hours from its start, titled with the association's initials. */
export async function buildAssemblyCalendar(ctx: Pick<AppContext, 'db' | 'config'>, { id: agId }: IdParams) {
  const assembly = await findAssembly(ctx.db, agId);
  const { initials, name } = await getAssociationSettings(ctx);
  const agenda = assembly.ordre_du_jour.map((item) => `- ${item}`).join('\n');
  const { error, value } = createEvent({
    uid: `ag-${assembly.id}@${new URL(ctx.config.publicUrl).hostname}`,
    title: calendarTitle(initials),
    start: assembly.date.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: AG_CALENDAR_HOURS },
    location: assembly.lieu,
    description: [name, agenda ? `Ordre du jour :\n${agenda}` : '', assembly.lien_visio ?? '']
      .filter(Boolean)
      .join('\n\n'),
    ...(assembly.lien_visio ? { url: assembly.lien_visio } : {}),
  });
  if (error || !value) throw error ?? new Error('calendar not built');
  return { fileName: calendarFileName(initials), content: value };
}
