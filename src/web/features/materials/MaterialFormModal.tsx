import {
  Button,
  FileButton,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Upload } from 'lucide-react';
import {
  type Material,
  type MaterialCategory,
  type MaterialValues,
  materialInputSchema,
} from '../../../domain/materials.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';

type MaterialForm = {
  name: string;
  description: string;
  category_id: string | null;
  total_quantity: number | string;
  available_quantity: number | string;
  default_state: string;
  image_url: string;
};

/** Spec: new equipment starts with 1 total, 1 available. */
const toForm = (material: Material | null): MaterialForm => ({
  name: material?.name ?? '',
  description: material?.description ?? '',
  category_id: material?.category_id ?? null,
  total_quantity: material?.total_quantity ?? 1,
  available_quantity: material?.available_quantity ?? 1,
  default_state: material?.default_state ?? '',
  image_url: material?.image_url ?? '',
});

type MaterialFormModalProps = {
  material: Material | null;
  categories: MaterialCategory[];
  isSaving: boolean;
  isUploading: boolean;
  /** `onRefused` shows the server's messages next to the fields it refused. */
  onSave: (values: MaterialValues, onRefused: (error: unknown) => void) => void;
  onUpload: (file: File, onUploaded: (url: string) => void) => void;
  onClose: () => void;
};

export function MaterialFormModal(props: MaterialFormModalProps) {
  const { material, categories, isSaving, isUploading, onSave, onUpload, onClose } = props;
  const form = useForm<MaterialForm>({
    initialValues: toForm(material),
    validate: schemaResolver(materialInputSchema, { sync: true }),
  });
  const handleSubmit = form.onSubmit((values) =>
    onSave(materialInputSchema.parse(values), (error) => applyFieldErrors(form, error)),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={material ? 'Modifier le matériel' : 'Ajouter du matériel'}
      size="lg"
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Nom" withAsterisk {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <Select
            label="Catégorie"
            placeholder="Choisir une catégorie"
            data={categories.map((category) => ({ value: category.id, label: category.name }))}
            withAsterisk
            {...form.getInputProps('category_id')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label="Quantité totale"
              min={1}
              withAsterisk
              {...form.getInputProps('total_quantity')}
            />
            <NumberInput
              label="Quantité disponible"
              min={0}
              withAsterisk
              {...form.getInputProps('available_quantity')}
            />
          </SimpleGrid>
          <TextInput label="État par défaut" {...form.getInputProps('default_state')} />
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label="Image (adresse)"
              placeholder="https://…"
              style={{ flex: 1 }}
              {...form.getInputProps('image_url')}
            />
            <FileButton
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(file) => file && onUpload(file, (url) => form.setFieldValue('image_url', url))}
            >
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  variant="light"
                  leftSection={<Upload size={16} />}
                  loading={isUploading}
                >
                  Télécharger une image
                </Button>
              )}
            </FileButton>
          </Group>
          <FormActions onCancel={onClose} isSaving={isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
