import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OptionalCategory } from '../../../domain/association-messages.ts';
import type { MessagePreferences } from '../../../domain/member-messages.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { messageKeys } from './queryKeys.ts';

/** The categories the member receives; a switch saves at once, and goes back if the server refuses. */
export function useMessagePreferences() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messageKeys.preferences,
    queryFn: () => api.GET('/api/messages/preferences'),
  });
  const save = useMutation({
    mutationFn: (preferences: MessagePreferences) =>
      api.PUT('/api/messages/preferences', { body: preferences }),
    onMutate: (preferences) => {
      const before = queryClient.getQueryData<MessagePreferences>(messageKeys.preferences);
      queryClient.setQueryData(messageKeys.preferences, preferences);
      return { before };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(messageKeys.preferences, saved);
      notifySuccess('Préférences enregistrées');
    },
    onError: (error, _preferences, context) => {
      queryClient.setQueryData(messageKeys.preferences, context?.before);
      notifyError(getErrorMessage(error, "Erreur lors de l'enregistrement des préférences"));
    },
  });
  const preferences = query.data;
  return {
    preferences,
    isLoading: query.isLoading,
    loadError: query.isError ? 'Impossible de charger vos préférences' : null,
    refresh: () => void query.refetch(),
    setReceives: (category: OptionalCategory, receives: boolean) =>
      preferences && save.mutate({ ...preferences, [category]: receives }),
    isSaving: save.isPending,
  };
}
