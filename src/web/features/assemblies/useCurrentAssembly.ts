import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AG_MESSAGES } from '../../../domain/assemblies.ts';
import type {
  CurrentAssembly,
  CurrentAssemblyResponse,
  PresenceInput,
} from '../../../domain/assemblies-schemas.ts';
import { ApiError, api, getErrorMessage } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { assemblyKeys } from './queryKeys.ts';
import { useBanner } from './useBanner.ts';

type PresenceChange = { agId: string; input: PresenceInput; failure: string; success: string };
type Patch = (current: CurrentAssembly) => CurrentAssembly;

/** The answer with one of its two AGs changed. */
const patchedResponse = (data: CurrentAssemblyResponse, agId: string, patch: Patch) => ({
  assembly: data.assembly?.id === agId ? patch(data.assembly) : data.assembly,
  upcoming: data.upcoming?.id === agId ? patch(data.upcoming) : data.upcoming,
});

/**
 * The member page: the current AG (and, while it is held, the next one to come) and the member's
 * presence, proxy and comment sending; ballots are cast from the Votes block.
 */
export function useCurrentAssembly() {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const key = assemblyKeys.current;
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.GET('/api/assemblies/current'),
  });
  const assembly = query.data?.assembly ?? null;
  const upcoming = query.data?.upcoming ?? null;
  const agParams = { params: { path: { id: assembly?.id ?? '' } } };

  /** Shows a change at once; a failed save puts the previous answer back. */
  const patchAssembly = async (agId: string, patch: Patch) => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<CurrentAssemblyResponse>(key);
    queryClient.setQueryData<CurrentAssemblyResponse>(
      key,
      (data) => data && patchedResponse(data, agId, patch),
    );
    return { previous };
  };
  const rollback = (context: { previous?: CurrentAssemblyResponse } | undefined) =>
    queryClient.setQueryData(key, context?.previous);

  const presence = useMutation({
    mutationFn: ({ agId, input }: PresenceChange) =>
      api.PUT('/api/assemblies/{id}/presence', { params: { path: { id: agId } }, body: input }),
    onMutate: ({ agId, input }) => {
      banner.clear();
      return patchAssembly(agId, (current) => ({
        ...current,
        my_presence: {
          present: input.present,
          procuration_user_id: input.present ? null : input.procuration_user_id,
        },
      }));
    },
    onError: (error, { failure }, context) => {
      rollback(context);
      banner.showError(error, failure);
    },
    // An administrator sees their own answer in the participants table too.
    onSuccess: (_saved, { agId, success }) => {
      notifySuccess(success);
      return queryClient.invalidateQueries({ queryKey: assemblyKeys.participants(agId) });
    },
  });

  const comment = useNotifiedMutation({
    mutationFn: (commentaire: string) =>
      api.POST('/api/assemblies/{id}/comments', { ...agParams, body: { commentaire } }),
    invalidates: assembly ? [assemblyKeys.comments(assembly.id)] : [],
    failure: (error) => getErrorMessage(error, AG_MESSAGES.comment),
    showFailure: banner.show,
  });

  /** The server's reason for refusing a proxy (no chain, the maximum…), shown under the picker. */
  const proxyErrorFor = (agId: string) =>
    presence.error instanceof ApiError && presence.variables?.agId === agId
      ? (presence.error.fields.find((field) => field.path === 'procuration_user_id')?.message ?? null)
      : null;

  return {
    assembly,
    upcoming,
    proxyErrorFor,
    isLoading: query.isLoading,
    loadError: query.isError ? AG_MESSAGES.generic : null,
    refresh: () => void query.refetch(),
    banner,
    /** Ticking present clears the proxy; unticking keeps the one chosen before. */
    setPresent: ({ id, my_presence }: CurrentAssembly, present: boolean) =>
      presence.mutate({
        agId: id,
        input: { present, procuration_user_id: present ? null : (my_presence?.procuration_user_id ?? null) },
        failure: AG_MESSAGES.presence,
        success: present ? AG_MESSAGES.presenceSaved : AG_MESSAGES.presenceRemoved,
      }),
    setProxy: ({ id }: CurrentAssembly, holderId: string | null) =>
      presence.mutate({
        agId: id,
        input: { present: false, procuration_user_id: holderId },
        failure: AG_MESSAGES.proxy,
        success: holderId ? AG_MESSAGES.proxySaved : AG_MESSAGES.proxyRemoved,
      }),
    sendComment: (commentaire: string, onSent: () => void) => {
      banner.clear();
      comment.mutate(commentaire, { onSuccess: onSent });
    },
    isSendingComment: comment.isPending,
  };
}
