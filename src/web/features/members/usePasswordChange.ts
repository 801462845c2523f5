import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangePasswordInput, changePasswordFormSchema } from '../../../domain/members-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/fieldErrors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/queryKeys.ts';

type PasswordForm = { currentPassword: string; newPassword: string; confirmation: string };

export function usePasswordChange() {
  const queryClient = useQueryClient();
  const form = useForm<PasswordForm>({
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validate: schemaResolver(changePasswordFormSchema, { sync: true }),
  });

  const mutation = useMutation({
    mutationFn: (input: ChangePasswordInput) => api.POST('/api/members/me/password', { body: input }),
    onSuccess: () => {
      form.reset();
      // The server renewed this session's cookie and closed the others.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      notifySuccess('Mot de passe modifié avec succès');
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      notifyError(getErrorMessage(error, 'Erreur lors du changement de mot de passe'));
    },
  });

  const handleSubmit = form.onSubmit(({ currentPassword, newPassword }) =>
    mutation.mutate({ currentPassword, newPassword }),
  );

  return { form, handleSubmit, isSaving: mutation.isPending };
}
