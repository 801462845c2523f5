import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type EventItem, filterEvents } from '../../../domain/events.ts';
import { ApiError, api, getErrorMessage } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { downloadFile } from '../../lib/files.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { eventKeys } from './eventKeys.ts';

const LOAD_ERROR = 'Erreur lors du chargement des événements';
const SIGNED_OUT = 'Vous devez être connecté pour vous inscrire à un événement';
const CALENDAR_ERROR = "Erreur lors de l'ajout au calendrier";

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** The registration refusals the server explains (finished, full) are shown as it words them. */
const registrationError = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 401 ? SIGNED_OUT : getErrorMessage(error, fallback);

/** The events list with its search, the member's register / leave / calendar, and the admin's delete. */
export function useEvents() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const query = useQuery({ queryKey: eventKeys.all, queryFn: () => api.get<EventItem[]>('/api/events') });

  useEffect(() => {
    if (query.isError) notifyError(LOAD_ERROR);
  }, [query.isError]);

  const replaceEvent = (event: EventItem) =>
    queryClient.setQueryData<EventItem[]>(eventKeys.all, (events) =>
      events?.map((current) => (current.id === event.id ? event : current)),
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.all });

  const registration = useMutation({
    mutationFn: ({ id, register }: { id: string; register: boolean }) =>
      register
        ? api.post<EventItem>(`${eventPath(id)}/registration`)
        : api.delete<EventItem>(`${eventPath(id)}/registration`),
    onSuccess: (event, { register }) => {
      replaceEvent(event);
      notifySuccess(register ? 'Inscription enregistrée' : 'Désinscription enregistrée');
    },
    onError: (error, { register }) => {
      notifyError(
        registrationError(
          error,
          register ? "Erreur lors de l'inscription à l'événement" : 'Erreur lors de la désinscription',
        ),
      );
      // The event may have filled up or ended meanwhile: show where it stands now.
      return refresh();
    },
  });

  const removal = useMutation({
    mutationFn: (id: string) => api.delete(eventPath(id)),
    onSuccess: () => {
      notifySuccess('Événement supprimé !');
      return refresh();
    },
    onError: (error) => notifyError(getErrorMessage(error, "Erreur lors de la suppression de l'événement")),
  });

  const confirmEventDeletion = (event: EventItem) =>
    confirmDeletion({
      title: "Supprimer l'événement",
      message: `Êtes-vous sûr de vouloir supprimer l'événement « ${event.titre} » ?`,
      onConfirm: () => removal.mutate(event.id),
    });

  const downloadCalendar = (event: EventItem) =>
    downloadFile(`${eventPath(event.id)}/calendar`, 'evenement.ics').catch((error: unknown) =>
      notifyError(getErrorMessage(error, CALENDAR_ERROR)),
    );

  return {
    events: filterEvents(query.data ?? [], search),
    hasEvents: (query.data ?? []).length > 0,
    search,
    setSearch,
    isLoading: query.isLoading,
    loadError: query.isError ? LOAD_ERROR : null,
    register: (id: string) => registration.mutate({ id, register: true }),
    leave: (id: string) => registration.mutate({ id, register: false }),
    pendingRegistrationId: registration.isPending ? registration.variables.id : undefined,
    confirmDeletion: confirmEventDeletion,
    downloadCalendar,
  };
}
