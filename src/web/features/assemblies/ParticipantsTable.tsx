import { Text } from '@mantine/core';
import type { Participant } from '../../../domain/assemblies-schemas.ts';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';

const COLUMNS: ResponsiveColumn<Participant>[] = [
  { header: 'Nom', phone: 'title', cell: (participant) => `${participant.prenom} ${participant.nom}` },
  { header: 'Email', cell: (participant) => participant.email },
  { header: 'Présent', cell: (participant) => (participant.present ? 'Oui' : 'Non') },
  { header: 'Procuration', cell: (participant) => participant.proxy_holder ?? '—' },
];

export function ParticipantsTable({ participants }: { participants: Participant[] }) {
  if (participants.length === 0) return <Text c="dimmed">Aucune réponse pour le moment</Text>;
  return (
    <ResponsiveTable
      rows={participants}
      columns={COLUMNS}
      rowKey={(participant) => participant.user_id}
      rowLabel={(participant) => `${participant.prenom} ${participant.nom} (${participant.email})`}
      label="Participants"
      minWidth={560}
      tableProps={{ striped: true }}
    />
  );
}
