import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Material, MaterialValues } from '../../../domain/materials.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { materialsQueryKeys } from './materialsQueryKeys.ts';
import { uploadMaterialImage } from './uploadMaterialImage.ts';

type SaveInput = { id: string | null; values: MaterialValues };

/** Add, edit and delete equipment, and upload its image; every change refreshes the catalogue. */
export function useAdminMaterials() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: materialsQueryKeys.materials });

  const save = useMutation({
    mutationFn: ({ id, values }: SaveInput) =>
      id
        ? api.put<Material>(`/api/admin/materials/${encodeURIComponent(id)}`, values)
        : api.post<Material>('/api/admin/materials', values),
    onSuccess: (_material, { id }) => {
      notifySuccess(id ? 'Matériel modifié' : 'Matériel ajouté');
      void refresh();
    },
    onError: (error) => notifyError(getErrorMessage(error, "Erreur lors de l'enregistrement du matériel")),
  });

  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`/api/admin/materials/${encodeURIComponent(id)}`),
    onSuccess: () => {
      notifySuccess('Matériel supprimé');
      void refresh();
    },
    onError: (error) => notifyError(getErrorMessage(error, 'Erreur lors de la suppression du matériel')),
  });

  const upload = useMutation({
    mutationFn: uploadMaterialImage,
    onSuccess: () => notifySuccess('Image téléchargée !'),
    onError: (error) => notifyError(getErrorMessage(error, "Erreur lors de l'upload de l'image")),
  });

  return {
    saveMaterial: (input: SaveInput, onSaved: () => void, onRefused: (error: unknown) => void) =>
      save.mutate(input, { onSuccess: onSaved, onError: onRefused }),
    isSaving: save.isPending,
    deleteMaterial: (id: string) => remove.mutate(id),
    uploadImage: (file: File, onUploaded: (url: string) => void) =>
      upload.mutate(file, { onSuccess: onUploaded }),
    isUploading: upload.isPending,
  };
}
