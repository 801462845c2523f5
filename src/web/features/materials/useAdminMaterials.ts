import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { materialKeys } from './queryKeys.ts';

/** Deletes equipment and refreshes the catalogue; adding and editing are `useMaterialForm`. */
export function useAdminMaterials() {
  const remove = useNotifiedMutation({
    mutationFn: (id: string) => api.DELETE('/api/admin/materials/{id}', { params: { path: { id } } }),
    success: 'Matériel supprimé',
    invalidates: [materialKeys.list],
    failure: (error) => getErrorMessage(error, 'Erreur lors de la suppression du matériel'),
  });
  return { deleteMaterial: (id: string) => remove.mutate(id) };
}
