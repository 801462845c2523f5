import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DOSSIER_STEPS } from '../../../domain/dossiers.ts';
import { useDossierForm } from './useDossierForm.ts';

/** The prefix looks like a fixed add-on before the field: it is not typed and cannot be changed. */
const PREFIX_STYLE = {
  justifyContent: 'flex-start',
  paddingLeft: 12,
  backgroundColor: 'var(--mantine-color-gray-1)',
  borderRight: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 'var(--mantine-radius-sm) 0 0 var(--mantine-radius-sm)',
};

type DossierFormModalProps = {
  /** The fixed start of the reference, e.g. 'HDS-202'. */
  prefix: string;
  /** What to type, with a whole reference as example (see `dossierReferenceHint`). */
  hint: string;
  onClose: () => void;
};

export function DossierFormModal({ prefix, hint, onClose }: DossierFormModalProps) {
  const { form, handleSubmit, isSaving } = useDossierForm(onClose);

  return (
    <Modal opened onClose={onClose} title="Nouveau dossier" size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Référence"
            description={hint}
            withAsterisk
            leftSection={
              <Text size="sm" fw={600} c="dark">
                {prefix}
              </Text>
            }
            leftSectionWidth={prefix.length * 9 + 28}
            leftSectionProps={{ style: PREFIX_STYLE }}
            styles={{ input: { paddingInlineStart: prefix.length * 9 + 36 } }}
            {...form.getInputProps('suffixe')}
          />
          <Textarea
            label="Notes"
            withAsterisk
            autosize
            minRows={4}
            maxRows={10}
            {...form.getInputProps('description')}
          />
          <Select
            label="Étape initiale"
            data={DOSSIER_STEPS}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('statut')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={isSaving}>
              Créer le dossier
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
