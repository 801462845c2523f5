import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LegalInfo, type LegalType, updateLegalInfoSchema } from '../../../domain/legal.ts';
import { api } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';

const LOAD_ERROR = 'Erreur lors de la récupération des informations légales';
const SAVE_ERROR = 'Erreur lors de la mise à jour des informations légales';

type UseLegalInfosOptions = {
  isEnabled: boolean;
  /** The modal and the admin page confirm a save with different texts. */
  successMessage: string;
};

type SaveInput = { id: string; contenu: string };

/** The four legal texts, shared by the legal modal and the admin page. */
export function useLegalInfos({ isEnabled, successMessage }: UseLegalInfosOptions) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.legalInfos,
    queryFn: () => api.GET('/api/legal-infos'),
    enabled: isEnabled,
  });

  useEffect(() => {
    if (query.isError) notifyError(LOAD_ERROR);
  }, [query.isError]);

  const mutation = useNotifiedMutation({
    mutationFn: ({ id, contenu }: SaveInput) =>
      api.PUT('/api/legal-infos/{id}', { params: { path: { id } }, body: { contenu } }),
    onSuccess: (saved) =>
      queryClient.setQueryData<LegalInfo[]>(queryKeys.legalInfos, (infos) =>
        infos?.map((info) => (info.id === saved.id ? saved : info)),
      ),
    success: successMessage,
    failure: SAVE_ERROR,
  });

  const saveLegalText = (input: SaveInput, onSaved?: () => void) => {
    const parsed = updateLegalInfoSchema.safeParse({ contenu: input.contenu });
    if (!parsed.success) {
      notifyError(parsed.error.issues[0]?.message ?? SAVE_ERROR);
      return;
    }
    mutation.mutate({ id: input.id, contenu: parsed.data.contenu }, { onSuccess: () => onSaved?.() });
  };

  return {
    findByType: (type: LegalType) => query.data?.find((info) => info.type === type),
    isLoading: query.isLoading,
    saveLegalText,
    isSaving: mutation.isPending,
  };
}
