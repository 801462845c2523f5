import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FileDown, HandHeart } from 'lucide-react';
import { Link } from 'react-router';
import { RECEIPT_STATE_LABELS } from '../../../../domain/donation-receipts.ts';
import type { MemberDonations } from '../../../../domain/donation-receipts-schemas.ts';
import { DONATION_NATURE_LABELS } from '../../../../domain/donations.ts';
import { api } from '../../../lib/api.ts';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { PageTitle } from '../../../lib/PageTitle.tsx';
import { QueryState } from '../../../lib/QueryState.tsx';
import { ResponsiveTable } from '../../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../../lib/responsive-columns.ts';
import { myDonationKeys } from './queryKeys.ts';

type Gift = MemberDonations['donations'][number];
type Receipt = MemberDonations['receipts'][number];

const LOAD_ERROR = 'Erreur lors du chargement de vos dons';
const receiptHref = (id: string) => `/api/members/me/donation-receipts/${id}/pdf`;

function ReceiptLink({ id, number }: { id: string; number: string }) {
  return (
    <Button
      component="a"
      href={receiptHref(id)}
      download
      size="xs"
      variant="subtle"
      leftSection={<FileDown size={14} />}
      aria-label={`Télécharger le reçu n° ${number}`}
    >
      Reçu n° {number}
    </Button>
  );
}

const giftColumns: ResponsiveColumn<Gift>[] = [
  { header: 'Date', phone: 'title', cell: (gift) => formatDate(gift.donated_on) },
  { header: 'Montant', cell: (gift) => formatEuros(gift.amount) },
  {
    header: 'Nature',
    cell: (gift) =>
      gift.mode_paiement
        ? `${DONATION_NATURE_LABELS[gift.nature]} · ${gift.mode_paiement}`
        : DONATION_NATURE_LABELS[gift.nature],
  },
  {
    header: 'Reçu fiscal',
    phone: 'actions',
    cell: (gift) => (gift.receipt ? <ReceiptLink {...gift.receipt} /> : <Text size="sm">—</Text>),
  },
];

const receiptColumns: ResponsiveColumn<Receipt>[] = [
  { header: 'Numéro', phone: 'title', cell: (receipt) => receipt.number },
  { header: 'Montant', cell: (receipt) => formatEuros(receipt.amount) },
  { header: 'Émis le', cell: (receipt) => formatDate(receipt.issued_at) },
  {
    header: 'État',
    cell: (receipt) => (
      <Badge color={receipt.cancelled_at ? 'red' : 'teal'} variant="light">
        {RECEIPT_STATE_LABELS[receipt.cancelled_at ? 'annule' : 'valide']}
      </Badge>
    ),
  },
  { header: 'Télécharger', phone: 'actions', cell: (receipt) => <ReceiptLink {...receipt} /> },
];

/** The signed-in member's gifts and tax receipts, and the way to give again. */
export function MyDonationsPage() {
  const query = useQuery({
    queryKey: myDonationKeys.list,
    queryFn: () => api.GET('/api/members/me/donations'),
    meta: { errorMessage: LOAD_ERROR },
  });
  const data = query.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <PageTitle />
        <Button component={Link} to="/don" leftSection={<HandHeart size={16} />}>
          Faire un don
        </Button>
      </Group>
      <QueryState
        query={{
          isLoading: query.isLoading,
          loadError: query.isError ? LOAD_ERROR : null,
          refresh: () => void query.refetch(),
        }}
        isEmpty={data?.donations.length === 0 && data.receipts.length === 0}
        empty="Vous n’avez pas encore fait de don."
      >
        {data && (
          <Stack gap="lg">
            <ResponsiveTable
              rows={data.donations}
              columns={giftColumns}
              rowKey={(gift) => gift.id}
              rowLabel={(gift) => `Don du ${formatDate(gift.donated_on)}`}
              label="Mes dons"
              minWidth={600}
            />
            {data.receipts.length > 0 && (
              <>
                <Title order={2} size="h4">
                  Mes reçus fiscaux
                </Title>
                <ResponsiveTable
                  rows={data.receipts}
                  columns={receiptColumns}
                  rowKey={(receipt) => receipt.id}
                  rowLabel={(receipt) => `Reçu n° ${receipt.number}`}
                  label="Mes reçus fiscaux"
                  minWidth={600}
                />
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
