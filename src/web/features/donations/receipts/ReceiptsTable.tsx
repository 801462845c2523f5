import { Badge, Button, Group, Text } from '@mantine/core';
import { Ban, FileDown } from 'lucide-react';
import { RECEIPT_STATE_LABELS } from '../../../../domain/donation-receipts.ts';
import type { ReceiptSummary } from '../../../../domain/donation-receipts-schemas.ts';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { ResponsiveTable } from '../../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../../lib/responsive-columns.ts';

/** The gift's day, or the period an annual receipt covers. */
const receiptPeriod = (receipt: Pick<ReceiptSummary, 'first_day' | 'last_day'>) =>
  receipt.first_day === receipt.last_day
    ? formatDate(receipt.first_day)
    : `du ${formatDate(receipt.first_day)} au ${formatDate(receipt.last_day)}`;

export function ReceiptsTable({
  receipts,
  onCancel,
}: {
  receipts: ReceiptSummary[];
  onCancel: (receipt: ReceiptSummary) => void;
}) {
  const columns: ResponsiveColumn<ReceiptSummary>[] = [
    { header: 'Numéro', cell: (receipt) => receipt.number },
    {
      header: 'Donateur',
      phone: 'title',
      cell: (receipt) => (
        <Text size="sm" fw={600}>
          {receipt.donor_name}
        </Text>
      ),
    },
    { header: 'Montant', cell: (receipt) => formatEuros(receipt.amount) },
    { header: 'Date des dons', cell: receiptPeriod },
    { header: 'Émis le', phone: 'more', cell: (receipt) => formatDate(receipt.issued_at) },
    {
      header: 'État',
      cell: (receipt) =>
        receipt.cancelled_at ? (
          <>
            <Badge color="red" variant="light">
              {RECEIPT_STATE_LABELS.annule}
            </Badge>
            <Text size="xs" c="dimmed">
              {receipt.cancel_reason}
            </Text>
          </>
        ) : (
          <Badge color="teal" variant="light">
            {RECEIPT_STATE_LABELS.valide}
          </Badge>
        ),
    },
    {
      header: 'Actions',
      phone: 'actions',
      cell: (receipt) => (
        <Group gap={4} wrap="nowrap">
          <Button
            component="a"
            href={`/api/admin/donation-receipts/${receipt.id}/pdf`}
            download
            size="xs"
            variant="subtle"
            leftSection={<FileDown size={14} />}
            aria-label={`PDF du reçu n° ${receipt.number}`}
          >
            PDF
          </Button>
          {!receipt.cancelled_at && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<Ban size={14} />}
              aria-label={`Annuler le reçu n° ${receipt.number}`}
              onClick={() => onCancel(receipt)}
            >
              Annuler
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={receipts}
      columns={columns}
      rowKey={(receipt) => receipt.id}
      rowLabel={(receipt) => `Reçu n° ${receipt.number}`}
      label="Reçus fiscaux"
      minWidth={900}
      tableProps={{ striped: true, verticalSpacing: 'xs' }}
    />
  );
}
