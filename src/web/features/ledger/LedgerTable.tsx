import { Badge, Button, Text } from '@mantine/core';
import { FileDown } from 'lucide-react';
import { chequeSummary } from '../../../domain/cheques.ts';
import { deOrElision } from '../../../domain/french.ts';
import { LEDGER_KIND_LABELS, type LedgerPayment, MODE_NOT_RECORDED } from '../../../domain/ledger.ts';
import { adhesionTypeLabel, REFUND_STATUS_LABELS } from '../../../domain/members.ts';
import { formatDate, formatEuros } from '../../lib/format.ts';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { useAttestationDownload } from '../../lib/useAttestationDownload.ts';

const fullName = (payment: LedgerPayment) => `${payment.prenom} ${payment.nom}`;

export function LedgerTable({ payments }: { payments: LedgerPayment[] }) {
  const { downloadAttestation, downloadingId } = useAttestationDownload('admin');
  const columns: ResponsiveColumn<LedgerPayment>[] = [
    { header: 'Date', cell: (payment) => formatDate(payment.date_paiement) },
    { header: 'Type', cell: (payment) => LEDGER_KIND_LABELS[payment.kind] },
    {
      header: 'Payeur',
      phone: 'title',
      cell: (payment) => (
        <>
          <Text size="sm" fw={600}>
            {fullName(payment)}
          </Text>
          <Text size="xs" c="dimmed">
            {payment.email}
          </Text>
        </>
      ),
    },
    {
      header: 'Offre',
      cell: (payment) =>
        payment.type ? (
          <>
            <Text size="sm">{payment.offer_name}</Text>
            <Text size="xs" c="dimmed">
              {adhesionTypeLabel(payment.type)}
              {payment.people > 1 && ` · ${payment.people} personnes`}
            </Text>
          </>
        ) : (
          '—'
        ),
    },
    {
      header: 'Montant',
      cell: (payment) => (
        <>
          <Text size="sm">{formatEuros(payment.montant)}</Text>
          {payment.refund && (
            <Badge size="sm" variant="light" color={payment.refund === 'a_rembourser' ? 'orange' : 'gray'}>
              {REFUND_STATUS_LABELS[payment.refund]}
            </Badge>
          )}
        </>
      ),
    },
    { header: 'Mode', cell: (payment) => payment.mode_paiement ?? MODE_NOT_RECORDED },
    {
      header: 'Référence',
      phone: 'more',
      // A card payment's provider reference, or what the treasurer noted of a cheque.
      cell: (payment) => payment.reference ?? (chequeSummary(payment) || '—'),
    },
    {
      header: 'Attestation ou reçu',
      phone: 'actions',
      cell: (payment) =>
        payment.kind === 'don'
          ? (payment.receipt_number ?? 'Sans reçu')
          : payment.has_attestation && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<FileDown size={14} />}
                aria-label={`Attestation ${deOrElision(fullName(payment))} du ${formatDate(payment.date_paiement)}`}
                loading={downloadingId === payment.id}
                onClick={() => downloadAttestation(payment.id)}
              >
                Attestation
              </Button>
            ),
    },
  ];
  return (
    <ResponsiveTable
      rows={payments}
      columns={columns}
      rowKey={(payment) => payment.id}
      rowLabel={(payment) =>
        `Paiement ${deOrElision(fullName(payment))} du ${formatDate(payment.date_paiement)}`
      }
      label="Paiements"
      minWidth={900}
      tableProps={{ striped: true, verticalSpacing: 'xs' }}
    />
  );
}
