import { schemaResolver, useForm } from '@mantine/form';
import {
  type AdminUser,
  type CreateUserInput,
  createUserSchema,
  type UpdateUserInput,
  updateUserSchema,
} from '../../../domain/members-schemas.ts';
import { ApiError, api, failureText, getErrorMessage } from '../../lib/api.ts';
import { dashboardKeys } from '../../lib/dashboardKeys.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { memberKeys } from './queryKeys.ts';

type UserForm = Required<CreateUserInput>;

const NEW_USER: UserForm = {
  prenom: '',
  nom: '',
  email: '',
  password: '',
  telephone: '',
  adresse: '',
  code_postal: '',
  ville: '',
  role: 'member',
  statut_membre: 'Membre Ordinaire',
  fonction: 'Membre',
};

const toForm = (user: AdminUser): UserForm => ({
  prenom: user.prenom,
  nom: user.nom,
  email: user.email,
  password: '',
  telephone: user.telephone ?? '',
  adresse: user.adresse ?? '',
  code_postal: user.code_postal ?? '',
  ville: user.ville ?? '',
  role: user.role,
  statut_membre: user.statut_membre,
  fonction: user.fonction,
});

/** The add-user and edit-user modals: `user` absent means a new account (login and user row). */
export function useUserForm(user: AdminUser | undefined, onDone: () => void) {
  const isCreating = user === undefined;
  const form = useForm<UserForm>({
    initialValues: user ? toForm(user) : NEW_USER,
    validate: schemaResolver(isCreating ? createUserSchema : updateUserSchema, { sync: true }),
  });

  const mutation = useNotifiedMutation({
    // The two answers differ (the new id, or a bare ok) and neither is read.
    mutationFn: (values: UserForm): Promise<unknown> => {
      if (!user) return api.POST('/api/admin/users', { body: createUserSchema.parse(values) });
      const { password: _password, ...fields } = values;
      return api.PUT('/api/admin/users/{id}', {
        params: { path: { id: user.id } },
        body: updateUserSchema.parse(fields) satisfies UpdateUserInput,
      });
    },
    onSuccess: onDone,
    success: isCreating ? 'Utilisateur créé avec compte Auth !' : 'Utilisateur mis à jour avec succès',
    invalidates: [memberKeys.list, dashboardKeys.stats],
    failure: (error) =>
      failureText(isCreating ? 'Erreur lors de la création : ' : 'Erreur lors de la mise à jour : ', error),
    form,
  });

  // Shown in the dialog too, beside the button: a refused account (erased, last administrator) says
  // why there. An edit refused field by field says it beside the fields alone. A new try clears it.
  const { error } = mutation;
  const hasFieldErrors = error instanceof ApiError && error.fields.length > 0;
  const refusal =
    error && (isCreating || !hasFieldErrors)
      ? getErrorMessage(error, isCreating ? 'Erreur lors de la création' : 'Erreur lors de la mise à jour')
      : null;

  const handleSubmit = form.onSubmit((values) => mutation.mutate(values));

  return { form, handleSubmit, isCreating, refusal, isSaving: mutation.isPending };
}
