import { schemaResolver, useForm } from '@mantine/form';
import { type ChangePasswordInput, changePasswordFormSchema } from '../../../domain/members-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';

type PasswordForm = { currentPassword: string; newPassword: string; confirmation: string };

export function usePasswordChange() {
  const form = useForm<PasswordForm>({
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validate: schemaResolver(changePasswordFormSchema, { sync: true }),
  });

  const mutation = useNotifiedMutation({
    mutationFn: (input: ChangePasswordInput) => api.POST('/api/members/me/password', { body: input }),
    onSuccess: () => form.reset(),
    success: 'Mot de passe modifié avec succès',
    // The server renewed this session's cookie and closed the others.
    invalidates: [queryKeys.session],
    failure: (error) => getErrorMessage(error, 'Erreur lors du changement de mot de passe'),
    form,
  });

  const handleSubmit = form.onSubmit(({ currentPassword, newPassword }) =>
    mutation.mutate({ currentPassword, newPassword }),
  );

  return { form, handleSubmit, isSaving: mutation.isPending };
}
