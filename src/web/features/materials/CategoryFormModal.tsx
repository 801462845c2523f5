import { Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CATEGORY_ICON_LABELS,
  CATEGORY_ICONS,
  type CategoryIcon,
  type MaterialCategory,
} from '../../../domain/materials.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { CATEGORY_ICON_COMPONENTS } from './categoryIcons.ts';
import { useCategoryForm } from './useCategoryForm.ts';

const ICON_OPTIONS = CATEGORY_ICONS.map((value) => ({ value, label: CATEGORY_ICON_LABELS[value] }));

type CategoryFormModalProps = {
  /** null: a new category. Mounted while open, so each opening starts from these values. */
  category: MaterialCategory | null;
  onClose: () => void;
};

export function CategoryFormModal({ category, onClose }: CategoryFormModalProps) {
  const { form, handleSubmit, isSaving } = useCategoryForm(category, onClose);
  const SelectedIcon = CATEGORY_ICON_COMPONENTS[form.values.icon];

  return (
    <Modal
      opened
      onClose={onClose}
      title={category ? 'Modifier la catégorie' : 'Ajouter une catégorie'}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Nom" withAsterisk {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <Select
            label="Icône"
            data={ICON_OPTIONS}
            allowDeselect={false}
            leftSection={<SelectedIcon size={16} />}
            renderOption={({ option }) => {
              const Icon = CATEGORY_ICON_COMPONENTS[option.value as CategoryIcon];
              return (
                <Group gap="xs">
                  <Icon size={16} />
                  {option.label}
                </Group>
              );
            }}
            {...form.getInputProps('icon')}
          />
          <FormActions onCancel={onClose} isSaving={isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
