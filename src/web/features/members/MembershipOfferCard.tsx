import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Check, CreditCard } from 'lucide-react';
import { MEMBERSHIP_OFFER_LABELS, type MembershipOffer } from '../../../domain/members.ts';
import { formatEuros } from '../../lib/format.ts';

const BENEFITS = [
  "-5 % sur les services de l'association",
  "Parrainage : jusqu'à -50 % sur la cotisation",
  'Un espace membre personnel',
  'Des outils de recueil',
  'Une messagerie interne',
  'Les événements de l’association',
];

type MembershipOfferCardProps = {
  fee: number | undefined;
  /** Joining for a person who never held a membership, renewing for anyone else. */
  offer: MembershipOffer;
  canRenew: boolean;
  hasActive: boolean;
  isRedirecting: boolean;
  onRenew: () => void;
};

export function MembershipOfferCard({
  fee,
  offer,
  canRenew,
  hasActive,
  isRedirecting,
  onRenew,
}: MembershipOfferCardProps) {
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-label="Membre Ordinaire">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3">
            Membre Ordinaire
          </Title>
          <Text fw={700} size="xl">
            {fee === undefined ? '…' : formatEuros(fee)}{' '}
            <Text span c="dimmed" size="sm">
              / an
            </Text>
          </Text>
        </Group>
        <List spacing="xs" icon={<Check size={16} color="var(--mantine-color-teal-7)" />}>
          {BENEFITS.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
        {canRenew && (
          <Button leftSection={<CreditCard size={18} />} loading={isRedirecting} onClick={onRenew}>
            {MEMBERSHIP_OFFER_LABELS[offer]}
          </Button>
        )}
        {hasActive && (
          <Text c="teal.8" fw={500}>
            Vous avez déjà une adhésion active
          </Text>
        )}
      </Stack>
    </Card>
  );
}
