import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CategoryIcon,
  type CategoryValues,
  categoryInputSchema,
  type MaterialCategory,
} from '../../../domain/materials.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { materialKeys } from './queryKeys.ts';

type CategoryForm = { name: string; description: string; icon: CategoryIcon };

/**
 * The add / edit category modal (`category` null: a new one): form, save and notifications.
 * The equipment shows category names, so the whole catalogue is refreshed.
 */
export function useCategoryForm(category: MaterialCategory | null, onDone: () => void) {
  const queryClient = useQueryClient();
  const form = useForm<CategoryForm>({
    initialValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? 'Folder',
    },
    validate: schemaResolver(categoryInputSchema, { sync: true }),
  });

  const save = useMutation({
    mutationFn: (values: CategoryValues) =>
      category
        ? api.PUT('/api/admin/material-categories/{id}', {
            params: { path: { id: category.id } },
            body: values,
          })
        : api.POST('/api/admin/material-categories', { body: values }),
    onSuccess: () => {
      notifySuccess(category ? 'Catégorie modifiée' : 'Catégorie ajoutée');
      void queryClient.invalidateQueries({ queryKey: materialKeys.all });
      onDone();
    },
    onError: (error) => {
      notifyError(getErrorMessage(error, "Erreur lors de l'enregistrement de la catégorie"));
      applyFieldErrors(form, error);
    },
  });

  const handleSubmit = form.onSubmit((values) => save.mutate(categoryInputSchema.parse(values)));

  return { form, handleSubmit, isSaving: save.isPending };
}
