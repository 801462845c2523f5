import type { MembershipOffer } from '../../../domain/membership-offers.ts';
import { formatEuros } from '../../lib/format.ts';

/** « 7,50 € », « 3,00 € (tarif réduit) », « Libre, dès 5,00 € (20,00 € suggérés) ». */
export function offerPriceLabel(offer: Pick<MembershipOffer, 'pricing' | 'price' | 'min_price'>): string {
  if (offer.pricing === 'libre')
    return `Libre, dès ${formatEuros(offer.min_price ?? 0)} (${formatEuros(offer.price)} suggérés)`;
  if (offer.pricing === 'reduit') return `${formatEuros(offer.price)} (tarif réduit)`;
  return formatEuros(offer.price);
}

/** Where a member may choose the offer online, or that only an administrator records it. */
export function offerChannelsLabel(
  offer: Pick<MembershipOffer, 'open_to_registration' | 'open_to_renewal'>,
): string {
  if (offer.open_to_registration && offer.open_to_renewal) return 'Inscription et renouvellement';
  if (offer.open_to_registration) return 'Inscription';
  if (offer.open_to_renewal) return 'Renouvellement';
  return 'Administrateurs seulement';
}
