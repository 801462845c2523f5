import type { Participant } from '../../../domain/events.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { eventKeys } from './queryKeys.ts';

/** An event's participants, a page at a time, loaded when the admin opens the list. */
export function useParticipants(eventId: string) {
  return usePagedList<Participant>({
    queryKey: eventKeys.participants(eventId),
    path: `/api/events/${encodeURIComponent(eventId)}/participants`,
    loadError: 'Erreur lors du chargement des participants',
  });
}
