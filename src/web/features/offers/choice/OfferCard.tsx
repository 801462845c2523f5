import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatEuros } from '../../../../domain/format.ts';
import type { OpenOffer } from '../../../../domain/offer-choice.ts';

/** « 7,50 € », « Prix libre, dès 5,00 € »: the price as the card's heading says it. */
function offerPriceLabel(offer: OpenOffer): string {
  if (offer.pricing === 'libre') return `Prix libre, dès ${formatEuros(offer.min_price ?? 0)}`;
  return offer.price === 0 ? 'Gratuit' : formatEuros(offer.price);
}

type OfferCardProps = {
  offer: OpenOffer;
  /** Several offers: the chosen one is marked, the others offer to choose them. */
  selectable: boolean;
  isSelected: boolean;
  onSelect: () => void;
  /** What the chosen card holds below its text: the amount, the household, the button. */
  children?: ReactNode;
};

/** One offer as a member reads it: its name, price, condition, household size and benefits. */
export function OfferCard({ offer, selectable, isSelected, onSelect, children }: OfferCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="xl"
      component="section"
      aria-label={offer.name}
      style={isSelected && selectable ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3">
            {offer.name}
          </Title>
          <Text fw={700} size="xl">
            {offerPriceLabel(offer)}{' '}
            <Text span c="dimmed" size="sm">
              / an
            </Text>
          </Text>
        </Group>
        {offer.pricing === 'reduit' && offer.condition && (
          <Text size="sm">
            <Text span fw={500}>
              Réservé aux :
            </Text>{' '}
            {offer.condition}
          </Text>
        )}
        {offer.household_size && (
          <Badge variant="light" w="fit-content">
            Foyer : jusqu’à {offer.household_size} personnes
          </Badge>
        )}
        {offer.description && <Text size="sm">{offer.description}</Text>}
        {offer.benefits.length > 0 && (
          <List spacing="xs" icon={<Check size={16} color="var(--mantine-color-teal-7)" />}>
            {offer.benefits.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List>
        )}
        {selectable && !isSelected && (
          <Button variant="light" onClick={onSelect}>
            Choisir cette offre
          </Button>
        )}
        {selectable && isSelected && (
          <Text c="teal.8" fw={500} size="sm">
            Offre choisie
          </Text>
        )}
        {isSelected && children}
      </Stack>
    </Card>
  );
}
