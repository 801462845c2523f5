import { Alert, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { OfferCard } from './OfferCard.tsx';
import type { OfferChoice } from './useOfferChoice.ts';

/**
 * The open offers as cards, the chosen one holding `children` (its fields, its button). A single
 * offer is not a choice: its card reads as the spec's one card did.
 */
export function OfferCards({ choice, children }: { choice: OfferChoice; children?: ReactNode }) {
  if (choice.isLoading) return <Loader size="sm" aria-label="Chargement des offres" />;
  if (choice.offers.length === 0) {
    return (
      <Alert color="orange">
        Aucune offre d’adhésion n’est proposée en ligne pour le moment : contactez l’association.
      </Alert>
    );
  }
  const selectable = choice.offers.length > 1;
  return (
    <Stack gap="md">
      {choice.offers.map((offer) => (
        <OfferCard
          key={offer.id}
          offer={offer}
          selectable={selectable}
          isSelected={offer.id === choice.chosen?.id}
          onSelect={() => choice.choose(offer)}
        >
          {children}
        </OfferCard>
      ))}
    </Stack>
  );
}
