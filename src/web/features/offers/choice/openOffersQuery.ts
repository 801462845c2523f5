import type { QueryClient } from '@tanstack/react-query';
import type { OfferChannel } from '../../../../domain/membership-offers.ts';
import { api } from '../../../lib/api.ts';
import { offerChoiceKeys } from './queryKeys.ts';

/**
 * The offers open to a page. Apart from the choice's hook (and its schemas), so that the router
 * asks for them with the page's code: the sign-up page then opens with its price, as it did when
 * the price came with the association's identity.
 */
export const openOffersQuery = (channel: OfferChannel) => ({
  queryKey: offerChoiceKeys.open(channel),
  queryFn: () => api.GET('/api/offers', { params: { query: { pour: channel } } }),
});

export const prefetchOpenOffers = (channel: OfferChannel) => (client: QueryClient) =>
  client.prefetchQuery(openOffersQuery(channel));
