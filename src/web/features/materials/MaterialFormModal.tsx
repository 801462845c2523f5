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
import { Upload } from 'lucide-react';
import type { Material, MaterialCategory } from '../../../domain/materials.ts';
import { FormActions } from '../../lib/FormActions.tsx';
import { useMaterialForm } from './useMaterialForm.ts';

type MaterialFormModalProps = {
  /** null: new equipment. Mounted while open, so each opening starts from these values. */
  material: Material | null;
  categories: MaterialCategory[];
  onClose: () => void;
};

export function MaterialFormModal({ material, categories, onClose }: MaterialFormModalProps) {
  const { form, handleSubmit, isSaving, uploadImage, isUploading } = useMaterialForm(material, onClose);

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
              onChange={(file) => file && uploadImage(file)}
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
