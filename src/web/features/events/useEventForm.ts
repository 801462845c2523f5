import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  type EventFormValues,
  type EventItem,
  eventFormSchema,
  eventInputSchema,
} from '../../../domain/events-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { toFormData } from '../../lib/files.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { eventKeys } from './queryKeys.ts';

type EventFormState = EventFormValues & { image: File | null; removeImage: boolean };

const toFormValues = (event: EventItem | null): EventFormState => ({
  titre: event?.titre ?? '',
  description: event?.description ?? '',
  // The browser's date-time field works in local time, without seconds.
  date: event ? dayjs(event.date).format('YYYY-MM-DDTHH:mm') : '',
  lieu: event?.lieu ?? '',
  places_max: event?.places_max ?? '',
  image: null,
  removeImage: false,
});

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
    return api.PUT('/api/events/{id}/image', {
      params: { path: { id: event.id } },
      body: { file: values.image },
      bodySerializer: toFormData,
    });
  }
  if (values.removeImage && event.image_url) {
    return api.DELETE('/api/events/{id}/image', { params: { path: { id: event.id } } });
  }
  return event;
}

async function saveEvent(target: EventItem | null, values: EventFormState): Promise<EventItem> {
  // The date-time field gives the admin's local time; the server wants an instant.
  const body = eventInputSchema.parse({ ...values, date: new Date(values.date).toISOString() });
  const saved =
    target === null
      ? await api.POST('/api/events', { body })
      : await api.PUT('/api/events/{id}', { params: { path: { id: target.id } }, body });
  try {
    return await saveImage(saved, values);
  } catch (error) {
    throw new ImageNotSaved(saved, error);
  }
}

/**
 * The admin's add / edit modal (`event` null: a new one): form, save, notifications. A failed
 * request keeps the modal open with everything typed; an event saved without its image stays
 * open on the saved event, which `edited` then names.
 */
export function useEventForm(event: EventItem | null, onDone: () => void) {
  const queryClient = useQueryClient();
  const [edited, setEdited] = useState(event);
  const form = useForm<EventFormState>({
    initialValues: toFormValues(event),
    validate: schemaResolver(eventFormSchema, { sync: true }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.all });

  const save = useMutation({
    mutationFn: (values: EventFormState) => saveEvent(edited, values),
    onSuccess: () => {
      notifySuccess(edited ? 'Événement modifié !' : 'Événement ajouté !');
      onDone();
      return refresh();
    },
    onError: (error) => {
      if (error instanceof ImageNotSaved) {
        setEdited(error.event);
        notifyError(getErrorMessage(error.reason, "Erreur lors de l'upload de l'image"));
        return refresh();
      }
      notifyError(
        getErrorMessage(
          error,
          edited ? "Erreur lors de la modification de l'événement" : "Erreur lors de l'ajout de l'événement",
        ),
      );
      applyFieldErrors(form, error);
    },
  });

  const handleSubmit = form.onSubmit((values) => save.mutate(values));

  return { form, handleSubmit, edited, isSaving: save.isPending };
}
