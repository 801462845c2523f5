import { useQuery } from '@tanstack/react-query';
import type { AdminOffer, OfferInput } from '../../../domain/membership-offers-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { offerKeys } from './queryKeys.ts';

/** The whole offer as the form sends it, from what the list read. */
const offerInputOf = ({ id: _id, memberships: _memberships, ...offer }: AdminOffer): OfferInput => offer;

/**
 * What a saved offer changes: the administrator's list, the offers members choose from, and the
 * prices the association's answer still gives by member status.
 */
export const OFFER_READS = [offerKeys.all, queryKeys.association];

/** The offers' list with archiving, restoring and deleting; adding and editing are `useOfferForm`. */
export function useAdminOffers() {
  const query = useQuery({ queryKey: offerKeys.admin, queryFn: () => api.GET('/api/admin/offers') });

  const archive = useNotifiedMutation({
    mutationFn: ({ offer, archived }: { offer: AdminOffer; archived: boolean }) =>
      api.PUT('/api/admin/offers/{id}', {
        params: { path: { id: offer.id } },
        body: { ...offerInputOf(offer), archived },
      }),
    success: (saved) => (saved.archived ? 'Offre archivée' : 'Offre rétablie'),
    invalidates: OFFER_READS,
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement de l'offre"),
  });

  const remove = useNotifiedMutation({
    mutationFn: (id: string) => api.DELETE('/api/admin/offers/{id}', { params: { path: { id } } }),
    success: 'Offre supprimée',
    invalidates: OFFER_READS,
    failure: (error) => getErrorMessage(error, "Erreur lors de la suppression de l'offre"),
  });

  const offers = query.data ?? [];
  return {
    offers,
    isLoading: query.isLoading,
    loadError: query.isError ? 'Impossible de charger les offres' : null,
    refresh: () => void query.refetch(),
    /** After the last one, so that a new offer shows at the end unless told otherwise. */
    nextPosition: offers.reduce((last, offer) => Math.max(last, offer.position), 0) + 1,
    setArchived: (offer: AdminOffer, archived: boolean) => archive.mutate({ offer, archived }),
    deleteOffer: (id: string) => remove.mutate(id),
  };
}
