import { ActionIcon, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { Plus, Trash2 } from 'lucide-react';
import { AG_STATUS_LABELS, AG_STATUSES } from '../../../domain/assemblies.ts';
import { ASSEMBLY_KIND_LABELS, ASSEMBLY_KINDS } from '../../../domain/assembly-kinds.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import type { useAssemblyForm } from './useAssemblyForm.ts';

const STATUS_OPTIONS = AG_STATUSES.map((status) => ({ value: status, label: AG_STATUS_LABELS[status] }));
const KIND_OPTIONS = ASSEMBLY_KINDS.map((kind) => ({ value: kind, label: ASSEMBLY_KIND_LABELS[kind] }));

export function AssemblyFormModal({ model }: { model: ReturnType<typeof useAssemblyForm> }) {
  const { form } = model;
  return (
    <Modal
      opened={model.opened}
      onClose={model.close}
      title={model.isEditing ? "Modifier l'assemblée générale" : 'Nouvelle assemblée générale'}
      size="lg"
    >
      <form onSubmit={model.handleSubmit} noValidate>
        <Stack gap="md">
          <ErrorBanner banner={model.banner} />
          <Select
            label="Type d'assemblée"
            description="Le quorum et la majorité des résolutions suivent le type (Paramètres)"
            data={KIND_OPTIONS}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('kind')}
          />
          <TextInput
            type="datetime-local"
            label="Date et heure"
            withAsterisk
            {...form.getInputProps('date')}
          />
          <TextInput label="Lieu" withAsterisk {...form.getInputProps('lieu')} />
          <TextInput
            type="url"
            label="Lien visio"
            placeholder="https://…"
            {...form.getInputProps('lien_visio')}
          />
          <Select
            label="Statut"
            data={STATUS_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Stack gap="xs">
            <Text fw={500} size="sm">
              Ordre du jour
            </Text>
            {form.values.ordre_du_jour.map((_item, index) => (
              // The agenda's items are edited in place; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Group key={index} gap="xs" wrap="nowrap">
                <TextInput
                  flex={1}
                  aria-label={`Point ${index + 1}`}
                  {...form.getInputProps(`ordre_du_jour.${index}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Retirer le point ${index + 1}`}
                  onClick={() => form.removeListItem('ordre_du_jour', index)}
                >
                  <Trash2 size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              leftSection={<Plus size={16} />}
              onClick={() => form.insertListItem('ordre_du_jour', '')}
              w="fit-content"
            >
              Ajouter un point
            </Button>
          </Stack>
          <FormActions onCancel={model.close} isSaving={model.isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
