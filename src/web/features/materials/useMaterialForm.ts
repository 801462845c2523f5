import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Material, type MaterialValues, materialInputSchema } from '../../../domain/materials.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
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
  const queryClient = useQueryClient();
  const form = useForm<MaterialForm>({
    initialValues: toForm(material),
    validate: schemaResolver(materialInputSchema, { sync: true }),
  });

  const save = useMutation({
    mutationFn: (values: MaterialValues) =>
      material
        ? api.PUT('/api/admin/materials/{id}', { params: { path: { id: material.id } }, body: values })
        : api.POST('/api/admin/materials', { body: values }),
    onSuccess: () => {
      notifySuccess(material ? 'Matériel modifié' : 'Matériel ajouté');
      void queryClient.invalidateQueries({ queryKey: materialKeys.list });
      onDone();
    },
    onError: (error) => {
      notifyError(getErrorMessage(error, "Erreur lors de l'enregistrement du matériel"));
      applyFieldErrors(form, error);
    },
  });

  const upload = useMutation({
    mutationFn: uploadMaterialImage,
    onSuccess: (url) => {
      notifySuccess('Image téléchargée !');
      form.setFieldValue('image_url', url);
    },
    onError: (error) => notifyError(getErrorMessage(error, "Erreur lors de l'upload de l'image")),
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
