import { api } from '../../lib/api.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { eventKeys } from './queryKeys.ts';

/** An event's participants, a page at a time, loaded when the admin opens the list. */
export function useParticipants(eventId: string) {
  return usePagedList({
    queryKey: eventKeys.participants(eventId),
    load: (query) => api.GET('/api/events/{id}/participants', { params: { path: { id: eventId }, query } }),
    loadError: 'Erreur lors du chargement des participants',
  });
}
