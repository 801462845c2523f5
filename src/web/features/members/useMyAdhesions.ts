import { useQuery } from '@tanstack/react-query';
import { canRenew, membershipOffer, pickDisplayedMembership, todayIso } from '../../../domain/members.ts';
import { myAdhesionsQuery } from './myAdhesionsQuery.ts';

/**
 * The signed-in member's memberships (newest first), the one to show, whether renewal is open,
 * and whether it is a first membership or a renewal.
 */
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
