import { useQuery } from '@tanstack/react-query';
import { canRenew, membershipOffer, pickDisplayedMembership, todayIso } from '../../../domain/members.ts';
import { api } from '../../lib/api.ts';
import { queryClient } from '../../lib/queryClient.ts';
import { memberKeys } from './queryKeys.ts';

const LOAD_ERROR = 'Erreur lors de la récupération des adhésions';

/**
 * The signed-in member's memberships (newest first), the one to show, whether renewal is open,
 * and whether it is a first membership or a renewal.
 */
const myAdhesionsQuery = {
  queryKey: memberKeys.myAdhesions,
  queryFn: () => api.GET('/api/members/me/adhesions'),
  meta: { errorMessage: LOAD_ERROR },
};

export function prefetchMyAdhesions(): void {
  void queryClient.prefetchQuery(myAdhesionsQuery);
}

export function useMyAdhesions() {
  const query = useQuery(myAdhesionsQuery);

  const adhesions = query.data ?? [];
  const today = todayIso();
  return {
    adhesions,
    displayed: pickDisplayedMembership(adhesions, today),
    canRenew: query.isSuccess && canRenew(adhesions, today),
    offer: membershipOffer(adhesions),
    hasActive: adhesions.some((adhesion) => adhesion.statut === 'active'),
    isLoading: query.isLoading,
  };
}
