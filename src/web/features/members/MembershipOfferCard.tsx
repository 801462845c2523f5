import { Button, Stack, Text } from '@mantine/core';
import { CreditCard } from 'lucide-react';
import { MEMBERSHIP_OFFER_LABELS, type MembershipOffer } from '../../../domain/members.ts';
import { formatEuros } from '../../lib/format.ts';
import { OfferCards } from '../offers/choice/OfferCards.tsx';
import { OfferChoiceFields } from '../offers/choice/OfferChoiceFields.tsx';
import type { OfferChoice } from '../offers/choice/useOfferChoice.ts';

type MembershipOfferCardProps = {
  choice: OfferChoice;
  /** Joining for a person who never held a membership, renewing for anyone else. */
  offer: MembershipOffer;
  canRenew: boolean;
  hasActive: boolean;
  isRedirecting: boolean;
  onRenew: () => void;
};

/** The offers open to renewal, the chosen one holding its amount, its household and the button. */
export function MembershipOfferCard({
  choice,
  offer,
  canRenew,
  hasActive,
  isRedirecting,
  onRenew,
}: MembershipOfferCardProps) {
  const total = choice.total;
  // A single fixed price is on the card already; otherwise the button says what will be paid.
  const showsTotal = choice.offers.length > 1 || choice.chosen?.pricing === 'libre';
  return (
    <OfferCards choice={choice}>
      {(canRenew || hasActive) && (
        <Stack gap="md">
          {canRenew && <OfferChoiceFields choice={choice} />}
          {canRenew && (
            <Button leftSection={<CreditCard size={18} />} loading={isRedirecting} onClick={onRenew}>
              {MEMBERSHIP_OFFER_LABELS[offer]}
              {showsTotal && total !== null && ` (${formatEuros(total)})`}
            </Button>
          )}
          {hasActive && (
            <Text c="teal.8" fw={500}>
              Vous avez déjà une adhésion active
            </Text>
          )}
        </Stack>
      )}
    </OfferCards>
  );
}
