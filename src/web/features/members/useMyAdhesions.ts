import { useQuery } from '@tanstack/react-query';
import { membershipOffer, pickDisplayedMembership, todayIso } from '../../../domain/members.ts';
import { canRenew, ROLLING_YEAR } from '../../../domain/seasons.ts';
import { useAssociation } from '../../lib/useAssociation.ts';
import { myAdhesionsQuery } from './myAdhesionsQuery.ts';

/**
 * The signed-in member's memberships (newest first), the one to show, whether renewal is open
 * (by the association's season), and whether it is a first membership or a renewal.
 */
export function useMyAdhesions() {
  const query = useQuery(myAdhesionsQuery);
  const season = useAssociation()?.season ?? ROLLING_YEAR;

  const adhesions = query.data ?? [];
  const today = todayIso();
  return {
    adhesions,
    displayed: pickDisplayedMembership(adhesions, today),
    canRenew: query.isSuccess && canRenew(season, adhesions, today),
    offer: membershipOffer(adhesions),
    hasActive: adhesions.some((adhesion) => adhesion.statut === 'active'),
    isLoading: query.isLoading,
  };
}
