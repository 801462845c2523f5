import { schemaResolver, useForm } from '@mantine/form';
import { type Material, type MaterialValues, materialInputSchema } from '../../../domain/materials.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { materialKeys } from './queryKeys.ts';
import { uploadMaterialImage } from './uploadMaterialImage.ts';

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

/**
 * The add / edit equipment modal (`material` null: a new one): form, image upload, save and
 * notifications. A refused save keeps the modal open with the server's messages by the fields.
 */
export function useMaterialForm(material: Material | null, onDone: () => void) {
  const form = useForm<MaterialForm>({
    initialValues: toForm(material),
    validate: schemaResolver(materialInputSchema, { sync: true }),
  });

  const save = useNotifiedMutation({
    mutationFn: (values: MaterialValues) =>
      material
        ? api.PUT('/api/admin/materials/{id}', { params: { path: { id: material.id } }, body: values })
        : api.POST('/api/admin/materials', { body: values }),
    onSuccess: onDone,
    success: material ? 'Matériel modifié' : 'Matériel ajouté',
    invalidates: [materialKeys.list],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement du matériel"),
    form,
  });

  const upload = useNotifiedMutation({
    mutationFn: uploadMaterialImage,
    onSuccess: (url) => form.setFieldValue('image_url', url),
    success: 'Image téléchargée !',
    failure: (error) => getErrorMessage(error, "Erreur lors de l'upload de l'image"),
  });

  const handleSubmit = form.onSubmit((values) => save.mutate(materialInputSchema.parse(values)));

  return {
    form,
    handleSubmit,
    isSaving: save.isPending,
    uploadImage: (file: File) => upload.mutate(file),
    isUploading: upload.isPending,
  };
}
