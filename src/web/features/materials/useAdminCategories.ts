import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryValues, MaterialCategory } from '../../../domain/materials.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { materialsQueryKeys } from './materialsQueryKeys.ts';

type SaveInput = { id: string | null; values: CategoryValues };

/** Add, edit and delete categories; the equipment shows category names, so it is refreshed too. */
export function useAdminCategories() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: materialsQueryKeys.categories });
    void queryClient.invalidateQueries({ queryKey: materialsQueryKeys.materials });
  };

  const save = useMutation({
    mutationFn: ({ id, values }: SaveInput) =>
      id
        ? api.put<MaterialCategory>(`/api/admin/material-categories/${encodeURIComponent(id)}`, values)
        : api.post<MaterialCategory>('/api/admin/material-categories', values),
    onSuccess: (_category, { id }) => {
      notifySuccess(id ? 'Catégorie modifiée' : 'Catégorie ajoutée');
      refresh();
    },
    onError: (error) =>
      notifyError(getErrorMessage(error, "Erreur lors de l'enregistrement de la catégorie")),
  });

  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`/api/admin/material-categories/${encodeURIComponent(id)}`),
    onSuccess: () => {
      notifySuccess('Catégorie supprimée');
      refresh();
    },
    onError: (error) => notifyError(getErrorMessage(error, 'Erreur lors de la suppression de la catégorie')),
  });

  return {
    saveCategory: (input: SaveInput, onSaved: () => void, onRefused: (error: unknown) => void) =>
      save.mutate(input, { onSuccess: onSaved, onError: onRefused }),
    isSaving: save.isPending,
    deleteCategory: (id: string) => remove.mutate(id),
  };
}
