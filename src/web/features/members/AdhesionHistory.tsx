import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FileDown } from 'lucide-react';
import { formatLastDayCovered } from '../../../domain/members.ts';
import type { MyAdhesion } from '../../../domain/members-schemas.ts';
import { formatDate, formatEuros } from '../../lib/format.ts';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { useAttestationDownload } from '../../lib/useAttestationDownload.ts';
import { AdhesionStatusBadge } from './AdhesionStatusBadge.tsx';

const rowLabel = (adhesion: MyAdhesion) => `${adhesion.offer_name} du ${formatDate(adhesion.date_debut)}`;

export function AdhesionHistory({ adhesions, isLoading }: { adhesions: MyAdhesion[]; isLoading: boolean }) {
  const { downloadAttestation, downloadingId } = useAttestationDownload('member');
  const columns: ResponsiveColumn<MyAdhesion>[] = [
    { header: 'Offre', cell: (adhesion) => adhesion.offer_name, phone: 'title' },
    { header: 'Montant', cell: (adhesion) => formatEuros(adhesion.montant) },
    { header: 'Début', cell: (adhesion) => formatDate(adhesion.date_debut) },
    { header: 'Fin', cell: (adhesion) => formatLastDayCovered(adhesion.date_fin) },
    { header: 'Statut', cell: (adhesion) => <AdhesionStatusBadge statut={adhesion.statut} /> },
    {
      header: 'Attestation',
      phone: 'actions',
      cell: (adhesion) =>
        adhesion.has_attestation && (
          <Button
            size="xs"
            variant="light"
            leftSection={<FileDown size={14} />}
            aria-label={`Attestation de l'adhésion ${rowLabel(adhesion)}`}
            loading={downloadingId === adhesion.id}
            onClick={() => downloadAttestation(adhesion.id)}
          >
            Attestation
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-label="Historique de vos adhésions">
      <Title order={2} size="h3">
        Historique de vos adhésions
      </Title>
      {isLoading && <Skeleton height={120} />}
      {!isLoading && adhesions.length === 0 && (
        <Stack gap={4} align="center" py="lg">
          <Text fw={600}>Aucune adhésion</Text>
          <Text c="dimmed">Vous n'avez pas encore d'adhésion enregistrée.</Text>
        </Stack>
      )}
      {adhesions.length > 0 && (
        <ResponsiveTable
          rows={adhesions}
          columns={columns}
          rowKey={(adhesion) => adhesion.id}
          rowLabel={rowLabel}
          minWidth={680}
          tableProps={{ striped: true }}
        />
      )}
    </Stack>
  );
}
