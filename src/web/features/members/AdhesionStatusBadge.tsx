import { Badge } from '@mantine/core';
import { ADHESION_STATUS_BADGES, type AdhesionStatus } from '../../../domain/members.ts';

export function AdhesionStatusBadge({ statut }: { statut: AdhesionStatus }) {
  const badge = ADHESION_STATUS_BADGES[statut];
  return (
    <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
      {badge.label}
    </Badge>
  );
}
