import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { materialKeys } from './queryKeys.ts';

/**
 * Deletes a category; adding and editing are `useCategoryForm`. The equipment shows category
 * names, so the whole catalogue is refreshed.
 */
export function useAdminCategories() {
  const remove = useNotifiedMutation({
    mutationFn: (id: string) =>
      api.DELETE('/api/admin/material-categories/{id}', { params: { path: { id } } }),
    success: 'Catégorie supprimée',
    invalidates: [materialKeys.all],
    failure: (error) => getErrorMessage(error, 'Erreur lors de la suppression de la catégorie'),
  });
  return { deleteCategory: (id: string) => remove.mutate(id) };
}
