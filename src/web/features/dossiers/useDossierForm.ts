import { schemaResolver, useForm } from '@mantine/form';
import { DEFAULT_DOSSIER_STEP } from '../../../domain/dossiers.ts';
import { type CreateDossierInput, createDossierSchema } from '../../../domain/dossiers-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { dossierKeys } from './queryKeys.ts';

/** The new dossier modal: form, creation and notifications; it closes once the list shows the dossier. */
export function useDossierForm(onDone: () => void) {
  const form = useForm<CreateDossierInput>({
    initialValues: { suffixe: '', description: '', statut: DEFAULT_DOSSIER_STEP },
    validate: schemaResolver(createDossierSchema, { sync: true }),
  });

  const creation = useNotifiedMutation({
    mutationFn: (values: CreateDossierInput) => api.POST('/api/dossiers', { body: values }),
    success: (dossier) => `Dossier ${dossier.nom} créé`,
    invalidates: [dossierKeys.all],
    failure: (error) => getErrorMessage(error, 'Erreur lors de la création du dossier'),
    form,
  });

  const handleSubmit = form.onSubmit((values) =>
    creation.mutate(createDossierSchema.parse(values), { onSuccess: onDone }),
  );

  return { form, handleSubmit, isSaving: creation.isPending };
}
