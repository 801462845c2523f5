import { useQuery } from '@tanstack/react-query';
import { OFFER_PRICING_LABELS } from '../../../domain/membership-offers.ts';
import type { AdminOffer } from '../../../domain/membership-offers-schemas.ts';
import { api } from '../../lib/api.ts';
import { formatEuros } from '../../lib/format.ts';
import { offerKeys } from '../offers/queryKeys.ts';

/** The offers the administrator's membership forms choose from, read when a form opens. */
export function useAdhesionOfferChoices() {
  const query = useQuery({
    // The offers section's own list: a change made there refreshes the forms too.
    queryKey: offerKeys.admin,
    queryFn: () => api.GET('/api/admin/offers'),
  });
  return {
    offers: query.data ?? [],
    isLoading: query.isPending,
    loadError: query.isError ? 'Erreur lors du chargement des offres' : null,
    refresh: () => void query.refetch(),
  };
}

const priceText = (offer: AdminOffer) =>
  offer.pricing === 'libre'
    ? `${OFFER_PRICING_LABELS.libre}, dès ${formatEuros(offer.min_price ?? 0)}`
    : formatEuros(offer.price);

/**
 * « Tarif réduit — 3,00 € »: every offer that is not archived, admin-only ones included; an
 * archived one only when it is the membership's own, so that a correction can keep it.
 */
export function offerOptions(offers: AdminOffer[], currentId?: string) {
  return offers
    .filter((offer) => !offer.archived || offer.id === currentId)
    .map((offer) => ({
      value: offer.id,
      label: `${offer.name} — ${priceText(offer)}${offer.archived ? ' (archivée)' : ''}`,
    }));
}

/** The form's first choice: the current Membre Ordinaire offer, as the spec's form chose that type. */
export const defaultOffer = (offers: AdminOffer[]) => {
  const current = offers.filter((offer) => !offer.archived);
  return current.find((offer) => offer.type === 'standard') ?? current[0];
};
