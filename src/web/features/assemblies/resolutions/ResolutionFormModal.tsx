import { Modal, NumberInput, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  MAJORITY_RULE_LABELS,
  MAJORITY_RULES,
  RESOLUTION_KIND_LABELS,
  RESOLUTION_KINDS,
} from '../../../../domain/assembly-resolutions.ts';
import { FormActions } from '../../../lib/FormActions.tsx';
import type { useResolutions } from './useResolutions.ts';

const KIND_OPTIONS = RESOLUTION_KINDS.map((kind) => ({ value: kind, label: RESOLUTION_KIND_LABELS[kind] }));
const MAJORITY_OPTIONS = MAJORITY_RULES.map((rule) => ({ value: rule, label: MAJORITY_RULE_LABELS[rule] }));

export function ResolutionFormModal({ model }: { model: ReturnType<typeof useResolutions> }) {
  const { form } = model;
  const { kind } = form.values;
  return (
    <Modal
      opened={model.opened}
      onClose={model.close}
      title={model.isEditing ? 'Modifier la résolution' : 'Nouvelle résolution'}
      size="lg"
    >
      <form onSubmit={model.handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Titre" withAsterisk {...form.getInputProps('title')} />
          <Textarea label="Texte" autosize minRows={3} maxRows={12} {...form.getInputProps('body')} />
          <Select
            label="Type de vote"
            data={KIND_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
          <Select
            label="Majorité requise"
            data={MAJORITY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('majority')}
          />
          {kind !== 'approbation' && (
            <Textarea
              label={kind === 'election' ? 'Candidats (un par ligne)' : 'Options (une par ligne)'}
              withAsterisk
              autosize
              minRows={3}
              {...form.getInputProps('options')}
            />
          )}
          {kind === 'election' && (
            <NumberInput label="Sièges à pourvoir" withAsterisk min={1} {...form.getInputProps('seats')} />
          )}
          <Switch
            label="Vote secret"
            description="Le vote de chacun n'est pas enregistré : seuls les décomptes le sont, et un vote ne se modifie plus."
            {...form.getInputProps('secret', { type: 'checkbox' })}
          />
          <FormActions onCancel={model.close} isSaving={model.isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
