import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { materialKeys } from './queryKeys.ts';

/**
 * Deletes a category; adding and editing are `useCategoryForm`. The equipment shows category
 * names, so the whole catalogue is refreshed.
 */
export function useAdminCategories() {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) =>
      api.DELETE('/api/admin/material-categories/{id}', { params: { path: { id } } }),
    onSuccess: () => {
      notifySuccess('Catégorie supprimée');
      void queryClient.invalidateQueries({ queryKey: materialKeys.all });
    },
    onError: (error) => notifyError(getErrorMessage(error, 'Erreur lors de la suppression de la catégorie')),
  });
  return { deleteCategory: (id: string) => remove.mutate(id) };
}
