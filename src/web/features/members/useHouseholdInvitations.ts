import { useQuery } from '@tanstack/react-query';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { memberKeys } from './queryKeys.ts';

const path = {
  accept: '/api/members/me/household-invitations/accept',
  refuse: '/api/members/me/household-invitations/refuse',
} as const;

/**
 * The households that named the signed-in member, and her answer to each: she joins only by
 * accepting, and the membership she then gets shows in her history.
 */
export function useHouseholdInvitations() {
  const query = useQuery({
    queryKey: memberKeys.householdInvitations,
    queryFn: () => api.GET('/api/members/me/household-invitations'),
  });
  const answer = useNotifiedMutation({
    mutationFn: ({ token, choice }: { token: string; choice: 'accept' | 'refuse' }) =>
      api.POST(path[choice], { body: { token } }),
    success: (_data, { choice }) =>
      choice === 'accept' ? 'Vous avez rejoint le foyer' : 'Invitation refusée',
    invalidates: [memberKeys.householdInvitations, memberKeys.myAdhesions],
    // Answered meanwhile (another tab, the mail's link): the list shows what is left.
    refreshOnFailure: true,
    failure: (error) => getErrorMessage(error, 'Erreur lors de la réponse à l’invitation'),
  });
  return {
    invitations: query.data ?? [],
    answer: answer.mutate,
    answering: answer.isPending ? answer.variables : undefined,
  };
}
