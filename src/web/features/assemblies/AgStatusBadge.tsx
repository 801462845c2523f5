import { Badge } from '@mantine/core';
import { AG_STATUS_LABELS, type AgStatus } from '../../../domain/assemblies.ts';

const COLORS: Record<AgStatus, string> = { a_venir: 'blue', en_cours: 'green', terminee: 'gray' };

export function AgStatusBadge({ status }: { status: AgStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {AG_STATUS_LABELS[status]}
    </Badge>
  );
}
