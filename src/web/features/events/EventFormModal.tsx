import {
  Checkbox,
  FileInput,
  Group,
  Image,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { ImageUp } from 'lucide-react';
import { type EventItem, eventFormSchema } from '../../../domain/events.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import type { EventFormState } from './useEventForm.ts';

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

type EventFormModalProps = {
  /** null: a new event. Mounted while open, so each opening starts from these values. */
  event: EventItem | null;
  isSaving: boolean;
  onClose: () => void;
  /** `onRefused` shows the server's messages next to the fields it refused. */
  onSubmit: (values: EventFormState, onRefused: (error: unknown) => void) => void;
};

export function EventFormModal({ event, isSaving, onClose, onSubmit }: EventFormModalProps) {
  const form = useForm<EventFormState>({
    initialValues: toFormValues(event),
    validate: schemaResolver(eventFormSchema, { sync: true }),
  });
  const values = form.getValues();

  return (
    <Modal opened onClose={onClose} title={event ? "Modifier l'événement" : 'Ajouter un événement'} size="lg">
      <form
        onSubmit={form.onSubmit((values) => onSubmit(values, (error) => applyFieldErrors(form, error)))}
        noValidate
      >
        <Stack gap="sm">
          <TextInput label="Titre" withAsterisk {...form.getInputProps('titre')} />
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={3}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Date et heure"
              type="datetime-local"
              withAsterisk
              {...form.getInputProps('date')}
            />
            <NumberInput
              label="Nombre de places"
              description="Laisser vide : places illimitées"
              min={1}
              {...form.getInputProps('places_max')}
            />
          </SimpleGrid>
          <TextInput label="Lieu" {...form.getInputProps('lieu')} />
          {event?.image_url && !values.image && (
            <Group align="center" gap="md">
              <Image src={event.image_url} alt="" h={64} w={112} radius="sm" fit="cover" />
              <Checkbox
                label="Retirer l'image actuelle"
                {...form.getInputProps('removeImage', { type: 'checkbox' })}
              />
            </Group>
          )}
          <FileInput
            label={event?.image_url ? 'Nouvelle image' : 'Image'}
            placeholder="Choisir une image"
            accept="image/png,image/jpeg,image/webp,image/gif"
            leftSection={<ImageUp size={16} />}
            clearable
            {...form.getInputProps('image')}
          />
          <FormActions onCancel={onClose} isSaving={isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
