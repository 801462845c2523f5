import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { deOrElision } from '../../../domain/french.ts';
import type { Loan } from '../../../domain/materials.ts';
import { formatDateTime } from '../../lib/format.ts';
import { LoanStatusBadge, LoanStatusIcon } from './LoanStatusBadge.tsx';

type LoanCardProps = { loan: Loan; who?: ReactNode; actions?: ReactNode };

/** One loan as the member and the administrators read it; the admin list adds who asked. */
export function LoanCard({ loan, who, actions }: LoanCardProps) {
  return (
    <Card
      component="article"
      aria-label={`Emprunt ${deOrElision(loan.material.name)}`}
      withBorder
      radius="md"
      padding="md"
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <LoanStatusIcon status={loan.status} />
          <Stack gap={2}>
            <Text fw={600}>{loan.material.name}</Text>
            {who}
            <Text size="sm">Quantité : {loan.quantity}</Text>
            <Text size="sm">Contexte : {loan.usage_context}</Text>
            <Text size="sm" c="dimmed">
              Du {formatDateTime(loan.start_date)} au {formatDateTime(loan.end_date)}
            </Text>
            {loan.return_notes && (
              <Text size="sm" c="dimmed">
                Notes de retour : {loan.return_notes}
              </Text>
            )}
          </Stack>
        </Group>
        <Stack gap="xs" align="flex-end">
          <LoanStatusBadge status={loan.status} />
          {actions}
        </Stack>
      </Group>
    </Card>
  );
}
