import type { OfferChannel } from '../../../../domain/membership-offers.ts';

export const offerChoiceKeys = {
  open: (channel: OfferChannel) => ['offers', 'open', channel] as const,
  lastHousehold: ['members', 'me', 'household'] as const,
};
