import { schemaResolver, useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ModuleSwitches, moduleSwitchesSchema } from '../../../domain/modules.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { modulesKeys } from './queryKeys.ts';

/** The « Modules » section of the settings: the saved switches, the form and its save. */
export function useModulesForm() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: modulesKeys.all, queryFn: () => api.GET('/api/admin/modules') });
  const form = useForm<ModuleSwitches>({
    mode: 'controlled',
    validate: schemaResolver(moduleSwitchesSchema, { sync: true }),
  });
  const { initialize } = form;

  useEffect(() => {
    if (query.data) initialize(query.data);
  }, [query.data, initialize]);

  const save = useNotifiedMutation({
    mutationFn: (body: ModuleSwitches) => api.PUT('/api/admin/modules', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(modulesKeys.all, saved);
      form.setValues(saved);
      form.resetDirty(saved);
    },
    success: 'Modules enregistrés',
    // The menus, the pages and the dashboards read the switches from the association.
    invalidates: [queryKeys.association],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement des modules"),
    form,
  });

  return {
    form,
    handleSubmit: form.onSubmit((values) => save.mutate(values)),
    isLoading: query.isLoading,
    isLoaded: query.data !== undefined && form.initialized,
    loadError: query.isError ? 'Impossible de charger les modules' : null,
    refresh: () => void query.refetch(),
    isSaving: save.isPending,
  };
}
