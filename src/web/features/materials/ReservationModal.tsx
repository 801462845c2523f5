import { Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import type { Material } from '../../../domain/materials.ts';
import { useReservation } from './useReservation.ts';

type ReservationModalProps = { material: Material; onClose: () => void };

export function ReservationModal({ material, onClose }: ReservationModalProps) {
  const { form, handleSubmit, isSending } = useReservation(material, onClose);
  return (
    <Modal opened onClose={onClose} title={`Réserver ${material.name}`} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <NumberInput
            label="Quantité"
            min={1}
            max={material.available_quantity}
            withAsterisk
            {...form.getInputProps('quantity')}
          />
          <TextInput
            label="Date de début"
            type="datetime-local"
            withAsterisk
            {...form.getInputProps('start_date')}
          />
          <TextInput
            label="Date de fin"
            type="datetime-local"
            withAsterisk
            {...form.getInputProps('end_date')}
          />
          <Textarea
            label="Contexte d'usage"
            autosize
            minRows={3}
            withAsterisk
            {...form.getInputProps('usage_context')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={isSending}>
              Confirmer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
