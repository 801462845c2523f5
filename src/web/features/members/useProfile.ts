import { schemaResolver, useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Profile,
  type UpdateProfileInput,
  updateProfileSchema,
} from '../../../domain/members-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { memberKeys } from './queryKeys.ts';

export function useProfile() {
  const query = useQuery({
    queryKey: memberKeys.profile,
    queryFn: () => api.GET('/api/members/me/profile'),
    meta: { errorMessage: 'Erreur lors de la récupération du profil' },
  });

  return { profile: query.data, isLoading: query.isLoading };
}

type ProfileForm = Required<UpdateProfileInput>;

/** The personal-data form, started from the loaded profile (the page mounts it once the profile is there). */
export function useProfileForm(profile: Profile) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileForm>({
    initialValues: {
      prenom: profile.prenom,
      nom: profile.nom,
      telephone: profile.telephone ?? '',
      adresse: profile.adresse ?? '',
      code_postal: profile.code_postal ?? '',
      ville: profile.ville ?? '',
    },
    validate: schemaResolver(updateProfileSchema, { sync: true }),
  });

  const mutation = useNotifiedMutation({
    mutationFn: (input: UpdateProfileInput) => api.PUT('/api/members/me/profile', { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(memberKeys.profile, saved),
    success: 'Profil mis à jour avec succès',
    // The layout shows the name from the session.
    invalidates: [queryKeys.session],
    failure: (error) => getErrorMessage(error, 'Erreur lors de la mise à jour du profil'),
    form,
  });

  const handleSubmit = form.onSubmit((values) => mutation.mutate(updateProfileSchema.parse(values)));

  return { form, handleSubmit, isSaving: mutation.isPending };
}
