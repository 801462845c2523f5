import { schemaResolver, useForm } from '@mantine/form';
import {
  type CategoryIcon,
  type CategoryValues,
  categoryInputSchema,
  type MaterialCategory,
} from '../../../domain/materials.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { materialKeys } from './queryKeys.ts';

type CategoryForm = { name: string; description: string; icon: CategoryIcon };

/**
 * The add / edit category modal (`category` null: a new one): form, save and notifications.
 * The equipment shows category names, so the whole catalogue is refreshed.
 */
export function useCategoryForm(category: MaterialCategory | null, onDone: () => void) {
  const form = useForm<CategoryForm>({
    initialValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? 'Folder',
    },
    validate: schemaResolver(categoryInputSchema, { sync: true }),
  });

  const save = useNotifiedMutation({
    mutationFn: (values: CategoryValues) =>
      category
        ? api.PUT('/api/admin/material-categories/{id}', {
            params: { path: { id: category.id } },
            body: values,
          })
        : api.POST('/api/admin/material-categories', { body: values }),
    onSuccess: onDone,
    success: category ? 'Catégorie modifiée' : 'Catégorie ajoutée',
    invalidates: [materialKeys.all],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement de la catégorie"),
    form,
  });

  const handleSubmit = form.onSubmit((values) => save.mutate(categoryInputSchema.parse(values)));

  return { form, handleSubmit, isSaving: save.isPending };
}
