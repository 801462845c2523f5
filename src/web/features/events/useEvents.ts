import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EventPeriod } from '../../../domain/events.ts';
import type { EventItem } from '../../../domain/events-schemas.ts';
import type { Page } from '../../../domain/paging.ts';
import { ApiError, api, getErrorMessage } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { downloadFile } from '../../lib/files.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { eventList } from './eventLists.ts';
import { eventKeys } from './queryKeys.ts';

const LOAD_ERRORS: Record<EventPeriod, string> = {
  upcoming: 'Erreur lors du chargement des événements',
  past: 'Erreur lors du chargement des événements passés',
};
const SIGNED_OUT = 'Vous devez être connecté pour vous inscrire à un événement';
const CALENDAR_ERROR = "Erreur lors de l'ajout au calendrier";

/** The registration refusals the server explains (finished, full) are shown as it words them. */
const registrationError = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 401 ? SIGNED_OUT : getErrorMessage(error, fallback);

function useEventList(when: EventPeriod, search: string) {
  return usePagedList({ ...eventList(when), search, loadError: LOAD_ERRORS[when] });
}

/**
 * The upcoming events and the past ones, each paged by the server and searched with one box; the
 * member's register / leave / calendar, and the admin's delete.
 */
export function useEvents() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const upcoming = useEventList('upcoming', search);
  const past = useEventList('past', search);

  const replaceEvent = (event: EventItem) =>
    queryClient.setQueriesData<Page<EventItem>>({ queryKey: eventKeys.lists }, (page) =>
      page ? { ...page, items: page.items.map((item) => (item.id === event.id ? event : item)) } : page,
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.all });

  const registration = useMutation({
    mutationFn: ({ id, register }: { id: string; register: boolean }) =>
      register
        ? api.POST('/api/events/{id}/registration', { params: { path: { id } } })
        : api.DELETE('/api/events/{id}/registration', { params: { path: { id } } }),
    onSuccess: (event, { register }) => {
      replaceEvent(event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.participants(event.id) });
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

  const removal = useNotifiedMutation({
    mutationFn: (id: string) => api.DELETE('/api/events/{id}', { params: { path: { id } } }),
    success: 'Événement supprimé !',
    invalidates: [eventKeys.all],
    failure: (error) => getErrorMessage(error, "Erreur lors de la suppression de l'événement"),
  });

  const confirmEventDeletion = (event: EventItem) =>
    confirmDeletion({
      title: "Supprimer l'événement",
      message: `Êtes-vous sûr de vouloir supprimer l'événement « ${event.titre} » ?`,
      onConfirm: () => removal.mutate(event.id),
    });

  const downloadCalendar = (event: EventItem) =>
    downloadFile(`/api/events/${encodeURIComponent(event.id)}/calendar`, 'evenement.ics').catch(
      (error: unknown) => notifyError(getErrorMessage(error, CALENDAR_ERROR)),
    );

  return {
    upcoming,
    past,
    search,
    setSearch,
    register: (id: string) => registration.mutate({ id, register: true }),
    leave: (id: string) => registration.mutate({ id, register: false }),
    pendingRegistrationId: registration.isPending ? registration.variables.id : undefined,
    confirmDeletion: confirmEventDeletion,
    downloadCalendar,
  };
}
