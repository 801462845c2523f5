import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Check, X } from 'lucide-react';
import { householdOfLabel, paymentModeLabel } from '../../../domain/members.ts';
import type { PendingMembership, PendingUser } from '../../../domain/validation.ts';
import { formatDate, formatEuros } from '../../lib/format.ts';

type PendingUserCardProps = {
  user: PendingUser;
  isValidating: boolean;
  onValidate: () => void;
  onRefuse: () => void;
};

/** What the visitor chose and paid, so that the administrator decides knowing it. */
function MembershipLines({ membership }: { membership: PendingMembership }) {
  const payment = membership.paid_online
    ? 'payé en ligne'
    : membership.mode_paiement
      ? `à régler : ${paymentModeLabel(membership.mode_paiement)}`
      : 'à régler';
  return (
    <>
      <Text size="sm">
        {membership.offer_name} · {formatEuros(membership.montant)}
        {membership.montant > 0 && ` (${payment})`}
      </Text>
      {membership.household_payer && (
        <Text size="sm" c="dimmed">
          {householdOfLabel(membership.household_payer)}
        </Text>
      )}
      {membership.reduced_price_condition && (
        <Text size="sm" c="orange.8">
          Tarif réduit déclaré : {membership.reduced_price_condition}
        </Text>
      )}
    </>
  );
}

export function PendingUserCard({ user, isValidating, onValidate, onRefuse }: PendingUserCardProps) {
  const cityLine = [user.code_postal, user.ville].filter(Boolean).join(' ');
  const address = [user.adresse, cityLine].filter(Boolean).join(', ');

  return (
    <Card component="article" aria-label={`${user.prenom} ${user.nom}`} withBorder radius="md" padding="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Stack gap={2}>
          <Text fw={600}>
            {user.prenom} {user.nom}
          </Text>
          <Text size="sm">{user.email}</Text>
          {address && (
            <Text size="sm" c="dimmed">
              {address}
            </Text>
          )}
          {user.membership ? (
            <MembershipLines membership={user.membership} />
          ) : (
            <Text size="sm" c="dimmed">
              Aucune adhésion
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Inscrit le {formatDate(user.created_at)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" leftSection={<X size={18} />} onClick={onRefuse}>
            Refuser
          </Button>
          <Button leftSection={<Check size={18} />} loading={isValidating} onClick={onValidate}>
            Valider
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
