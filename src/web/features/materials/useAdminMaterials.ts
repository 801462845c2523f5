import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { materialKeys } from './queryKeys.ts';

/** Deletes equipment and refreshes the catalogue; adding and editing are `useMaterialForm`. */
export function useAdminMaterials() {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => api.DELETE('/api/admin/materials/{id}', { params: { path: { id } } }),
    onSuccess: () => {
      notifySuccess('Matériel supprimé');
      void queryClient.invalidateQueries({ queryKey: materialKeys.list });
    },
    onError: (error) => notifyError(getErrorMessage(error, 'Erreur lors de la suppression du matériel')),
  });
  return { deleteMaterial: (id: string) => remove.mutate(id) };
}
