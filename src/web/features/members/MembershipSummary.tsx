import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatLastDayCovered } from '../../../domain/members.ts';
import { formatEuros } from '../../lib/format.ts';
import { AdhesionStatusBadge } from './AdhesionStatusBadge.tsx';
import { useMyAdhesions } from './useMyAdhesions.ts';

/** The dashboard's membership block: status, valid-until date and amount of the membership shown. */
export function MembershipSummary() {
  const { displayed, isLoading } = useMyAdhesions();

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Mon adhésion">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Mon adhésion
          </Title>
          {displayed && <AdhesionStatusBadge statut={displayed.statut} />}
        </Group>
        {isLoading && <Skeleton height={48} />}
        {!isLoading && !displayed && (
          <Text c="dimmed">
            Aucune adhésion enregistrée.{' '}
            <Anchor component={Link} to="/adhesion">
              Adhérer
            </Anchor>
          </Text>
        )}
        {displayed && (
          <Group gap="xl" wrap="wrap">
            <Text>{displayed.offer_name}</Text>
            <Text>
              Valable jusqu'au <strong>{formatLastDayCovered(displayed.date_fin)}</strong>
            </Text>
            <Text>
              Montant : <strong>{formatEuros(displayed.montant)}</strong>
            </Text>
            <Anchor component={Link} to="/adhesion" size="sm">
              Voir mon adhésion
            </Anchor>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
