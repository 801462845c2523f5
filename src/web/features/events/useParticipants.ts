import { useQuery } from '@tanstack/react-query';
import type { Participant } from '../../../domain/events.ts';
import { api } from '../../lib/api.ts';
import { eventKeys } from './eventKeys.ts';

/** An event's participants, loaded when the admin opens the list. */
export function useParticipants(eventId: string) {
  const query = useQuery({
    queryKey: eventKeys.participants(eventId),
    queryFn: () => api.get<Participant[]>(`/api/events/${encodeURIComponent(eventId)}/participants`),
    staleTime: 0,
  });
  return {
    participants: query.data ?? [],
    isLoading: query.isLoading,
    loadError: query.isError ? 'Erreur lors du chargement des participants' : null,
  };
}
