import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AG_MESSAGES } from '../../../../domain/assemblies.ts';
import type { CurrentAssemblyResponse } from '../../../../domain/assemblies-schemas.ts';
import type { BallotInput } from '../../../../domain/assembly-resolutions-schemas.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { assemblyKeys } from '../queryKeys.ts';

type Cast = { agId: string; resolutionId: string; input: BallotInput };
type Saved = {
  resolution_id: string;
  user_id: string;
  has_voted: boolean;
  vote: BallotInput['vote'];
  choices: string[];
};

/** The member page's data with one ballot as the server kept it. */
function withBallot(data: CurrentAssemblyResponse, saved: Saved): CurrentAssemblyResponse {
  const patch = (assembly: CurrentAssemblyResponse['assembly']) =>
    assembly && {
      ...assembly,
      resolutions: assembly.resolutions.map((resolution) =>
        resolution.id !== saved.resolution_id
          ? resolution
          : {
              ...resolution,
              ballots: resolution.ballots.map((ballot) =>
                ballot.user_id === saved.user_id
                  ? { user_id: saved.user_id, has_voted: true, vote: saved.vote, choices: saved.choices }
                  : ballot,
              ),
            },
      ),
    };
  return { assembly: patch(data.assembly), upcoming: data.upcoming };
}

/** Casts one ballot, for oneself or a member one represents, and shows what the server kept. */
export function useBallot() {
  const queryClient = useQueryClient();
  const cast = useMutation({
    mutationFn: ({ agId, resolutionId, input }: Cast) =>
      api.PUT('/api/assemblies/{id}/resolutions/{resolutionId}/vote', {
        params: { path: { id: agId, resolutionId } },
        body: input,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<CurrentAssemblyResponse>(
        assemblyKeys.current,
        (data) => data && withBallot(data, saved),
      );
      notifySuccess(AG_MESSAGES.voteSaved);
    },
    onError: (error) => {
      notifyError(getErrorMessage(error, AG_MESSAGES.vote));
      // A refused ballot may mean the vote closed meanwhile: the page shows it as it is now.
      return queryClient.invalidateQueries({ queryKey: assemblyKeys.current });
    },
  });
  return {
    cast: (value: Cast) => cast.mutate(value),
    /** The ballot on its way: resolution and member. */
    saving: cast.isPending
      ? `${cast.variables.resolutionId}:${cast.variables.input.on_behalf_of ?? ''}`
      : null,
  };
}
