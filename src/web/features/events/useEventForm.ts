import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type EventFormValues, type EventItem, eventInputSchema } from '../../../domain/events.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { sendFormData } from '../../lib/files.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { eventKeys } from './eventKeys.ts';

export type EventFormState = EventFormValues & { image: File | null; removeImage: boolean };

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** The event is saved but its image is not: the form stays open on the saved event. */
class ImageNotSaved extends Error {
  readonly event: EventItem;
  readonly reason: unknown;
  constructor(event: EventItem, reason: unknown) {
    super('image non enregistrée');
    this.event = event;
    this.reason = reason;
  }
}

async function saveImage(event: EventItem, values: EventFormState): Promise<EventItem> {
  if (values.image) {
    const body = new FormData();
    body.set('file', values.image);
    return sendFormData<EventItem>('PUT', `${eventPath(event.id)}/image`, body);
  }
  if (values.removeImage && event.image_url) return api.delete<EventItem>(`${eventPath(event.id)}/image`);
  return event;
}

async function saveEvent(target: EventItem | null, values: EventFormState): Promise<EventItem> {
  // The date-time field gives the admin's local time; the server wants an instant.
  const body = eventInputSchema.parse({ ...values, date: new Date(values.date).toISOString() });
  const saved =
    target === null
      ? await api.post<EventItem>('/api/events', body)
      : await api.put<EventItem>(eventPath(target.id), body);
  try {
    return await saveImage(saved, values);
  } catch (error) {
    throw new ImageNotSaved(saved, error);
  }
}

/**
 * The admin's add / edit modal. `editing` is undefined while closed, null for a new event.
 * A failed request keeps the modal open with everything typed.
 */
export function useEventForm() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<EventItem | null | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.all });

  const save = useMutation({
    mutationFn: (values: EventFormState) => saveEvent(editing ?? null, values),
    onSuccess: () => {
      notifySuccess(editing ? 'Événement modifié !' : 'Événement ajouté !');
      setEditing(undefined);
      return refresh();
    },
    onError: (error) => {
      if (error instanceof ImageNotSaved) {
        setEditing(error.event);
        notifyError(getErrorMessage(error.reason, "Erreur lors de l'upload de l'image"));
        return refresh();
      }
      notifyError(
        getErrorMessage(
          error,
          editing ? "Erreur lors de la modification de l'événement" : "Erreur lors de l'ajout de l'événement",
        ),
      );
    },
  });

  return {
    editing,
    isOpen: editing !== undefined,
    openCreate: () => setEditing(null),
    openEdit: (event: EventItem) => setEditing(event),
    close: () => setEditing(undefined),
    submit: (values: EventFormState, onRefused: (error: unknown) => void) =>
      save.mutate(values, { onError: onRefused }),
    isSaving: save.isPending,
  };
}
