import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_DOSSIER_STEP } from '../../../domain/dossiers.ts';
import { type CreateDossierInput, createDossierSchema } from '../../../domain/dossiers-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { dossierKeys } from './queryKeys.ts';

/** The new dossier modal: form, creation and notifications; it closes once the list shows the dossier. */
export function useDossierForm(onDone: () => void) {
  const queryClient = useQueryClient();
  const form = useForm<CreateDossierInput>({
    initialValues: { suffixe: '', description: '', statut: DEFAULT_DOSSIER_STEP },
    validate: schemaResolver(createDossierSchema, { sync: true }),
  });

  const creation = useMutation({
    mutationFn: (values: CreateDossierInput) => api.POST('/api/dossiers', { body: values }),
    onSuccess: async (dossier) => {
      notifySuccess(`Dossier ${dossier.nom} créé`);
      await queryClient.invalidateQueries({ queryKey: dossierKeys.all });
      onDone();
    },
    onError: (error) => {
      notifyError(getErrorMessage(error, 'Erreur lors de la création du dossier'));
      applyFieldErrors(form, error);
    },
  });

  const handleSubmit = form.onSubmit((values) => creation.mutate(createDossierSchema.parse(values)));

  return { form, handleSubmit, isSaving: creation.isPending };
}
