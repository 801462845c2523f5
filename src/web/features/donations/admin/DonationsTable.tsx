import { Anchor, Badge, Group, Text } from '@mantine/core';
import { FileCheck, FileDown, Pencil, Trash2 } from 'lucide-react';
import { DONATION_NATURE_LABELS } from '../../../../domain/donations.ts';
import { type AdminDonation, DONATION_RECEIPT_STATE_LABELS } from '../../../../domain/donations-list.ts';
import { deOrElision } from '../../../../domain/french.ts';
import { paymentModeLabel } from '../../../../domain/members.ts';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { IconAction } from '../../../lib/IconAction.tsx';
import { ResponsiveTable } from '../../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../../lib/responsive-columns.ts';
import { donorName, giftLabel, useDonationActions } from './useDonationActions.ts';

const RECEIPT_STATE_COLORS = {
  avec_recu: 'green',
  sans_recu: 'orange',
  annule: 'red',
  non_demande: 'gray',
} as const;

function ReceiptCell({ gift }: { gift: AdminDonation }) {
  if (gift.receipt) {
    return (
      <Anchor
        href={`/api/admin/donation-receipts/${gift.receipt.id}/pdf`}
        target="_blank"
        rel="noopener"
        size="sm"
        aria-label={`Reçu n° ${gift.receipt.number} (PDF)`}
      >
        <Group gap={4} wrap="nowrap" component="span">
          <FileDown size={14} />
          {gift.receipt.number}
        </Group>
      </Anchor>
    );
  }
  return (
    <Badge variant="light" color={RECEIPT_STATE_COLORS[gift.receipt_state]}>
      {DONATION_RECEIPT_STATE_LABELS[gift.receipt_state]}
    </Badge>
  );
}

export function DonationsTable({
  gifts,
  onEdit,
}: {
  gifts: AdminDonation[];
  onEdit: (gift: AdminDonation) => void;
}) {
  const { askDeletion, issueReceipt, issuingId } = useDonationActions();
  const columns: ResponsiveColumn<AdminDonation>[] = [
    { header: 'Date', cell: (gift) => formatDate(gift.donated_on) },
    {
      header: 'Donateur',
      phone: 'title',
      cell: (gift) => (
        <>
          <Text size="sm" fw={600}>
            {donorName(gift)}
          </Text>
          <Text size="xs" c="dimmed">
            {gift.raison_sociale
              ? `Entreprise · ${gift.prenom} ${gift.nom}`
              : gift.user_id
                ? 'Membre'
                : 'Non adhérent'}
            {gift.email && ` · ${gift.email}`}
          </Text>
        </>
      ),
    },
    { header: 'Montant', cell: (gift) => formatEuros(gift.amount) },
    {
      header: 'Nature',
      cell: (gift) => (
        <>
          <Text size="sm">
            {gift.mode_paiement
              ? `${DONATION_NATURE_LABELS[gift.nature]} · ${paymentModeLabel(gift.mode_paiement)}`
              : DONATION_NATURE_LABELS[gift.nature]}
          </Text>
          {gift.in_kind_description && (
            <Text size="xs" c="dimmed">
              {gift.in_kind_description}
            </Text>
          )}
          {gift.online && (
            <Text size="xs" c="dimmed">
              En ligne
            </Text>
          )}
        </>
      ),
    },
    { header: 'Reçu fiscal', cell: (gift) => <ReceiptCell gift={gift} /> },
    {
      header: 'Actions',
      phone: 'actions',
      cell: (gift) =>
        !gift.receipt && (
          <Group gap={4} wrap="nowrap">
            <IconAction
              label={`Émettre le reçu du don ${deOrElision(donorName(gift))}`}
              loading={issuingId === gift.id}
              onClick={() => issueReceipt(gift)}
            >
              <FileCheck size={16} />
            </IconAction>
            <IconAction
              label={`Modifier le don ${deOrElision(donorName(gift))}`}
              onClick={() => onEdit(gift)}
            >
              <Pencil size={16} />
            </IconAction>
            <IconAction
              label={`Supprimer le don ${deOrElision(donorName(gift))}`}
              color="red"
              onClick={() => askDeletion(gift)}
            >
              <Trash2 size={16} />
            </IconAction>
          </Group>
        ),
    },
  ];
  return (
    <ResponsiveTable
      rows={gifts}
      columns={columns}
      rowKey={(gift) => gift.id}
      rowLabel={giftLabel}
      label="Dons"
      minWidth={1000}
      tableProps={{ striped: true, verticalSpacing: 'xs' }}
    />
  );
}
