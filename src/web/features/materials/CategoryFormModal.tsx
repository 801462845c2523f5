import { Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CATEGORY_ICONS,
  type CategoryIcon,
  type CategoryValues,
  categoryInputSchema,
  type MaterialCategory,
} from '../../../domain/materials.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { CATEGORY_ICON_COMPONENTS } from './categoryIcons.ts';

type CategoryForm = { name: string; description: string; icon: CategoryIcon };

type CategoryFormModalProps = {
  category: MaterialCategory | null;
  isSaving: boolean;
  /** `onRefused` shows the server's messages next to the fields it refused. */
  onSave: (values: CategoryValues, onRefused: (error: unknown) => void) => void;
  onClose: () => void;
};

export function CategoryFormModal({ category, isSaving, onSave, onClose }: CategoryFormModalProps) {
  const form = useForm<CategoryForm>({
    initialValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? 'Folder',
    },
    validate: schemaResolver(categoryInputSchema, { sync: true }),
  });
  const handleSubmit = form.onSubmit((values) =>
    onSave(categoryInputSchema.parse(values), (error) => applyFieldErrors(form, error)),
  );
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
            data={[...CATEGORY_ICONS]}
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
