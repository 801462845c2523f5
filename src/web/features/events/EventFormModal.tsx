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
import { ImageUp } from 'lucide-react';
import type { EventItem } from '../../../domain/events-schemas.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { useEventForm } from './useEventForm.ts';

type EventFormModalProps = {
  /** null: a new event. Mounted while open, so each opening starts from these values. */
  event: EventItem | null;
  onClose: () => void;
};

export function EventFormModal({ event: opened, onClose }: EventFormModalProps) {
  const { form, handleSubmit, edited: event, isSaving } = useEventForm(opened, onClose);
  const values = form.getValues();

  return (
    <Modal opened onClose={onClose} title={event ? "Modifier l'événement" : 'Ajouter un événement'} size="lg">
      <form onSubmit={handleSubmit} noValidate>
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
