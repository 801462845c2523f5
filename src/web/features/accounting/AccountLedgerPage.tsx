import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ENTRY_KIND_LABELS } from '../../../domain/accounting.ts';
import type { LedgerPage } from '../../../domain/accounting-entry-schemas.ts';
import { formatCents } from '../../../domain/money.ts';
import { formatDate } from '../../lib/format.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { useAccountLedger } from './useAccountLedger.ts';
import { useChosenYear } from './useYears.ts';
import { YearPicker } from './YearPicker.tsx';

type LedgerLine = LedgerPage['items'][number];

const side = (cents: number) => (cents > 0 ? formatCents(cents) : '');
/** « 120,50 € D » for a debit balance, « C » for a credit one, as a ledger writes it. */
const balance = (cents: number) =>
  cents === 0 ? formatCents(0) : `${formatCents(Math.abs(cents))} ${cents > 0 ? 'D' : 'C'}`;

const columns: ResponsiveColumn<LedgerLine>[] = [
  { header: 'Date', cell: (line) => formatDate(line.date) },
  { header: 'Pièce', cell: (line) => line.piece_number },
  {
    header: 'Libellé',
    phone: 'title',
    cell: (line) => (
      <>
        <Text size="sm">{line.label ?? line.entry_label}</Text>
        <Text size="xs" c="dimmed">
          {ENTRY_KIND_LABELS[line.kind]}
        </Text>
      </>
    ),
  },
  { header: 'Débit', cell: (line) => side(line.debit_cents) },
  { header: 'Crédit', cell: (line) => side(line.credit_cents) },
  { header: 'Solde', phone: 'main', cell: (line) => balance(line.balance_cents) },
];

/** The grand livre of one account: its lines in a year, with the balance after each. */
export function AccountLedgerPage() {
  const { id = '' } = useParams();
  const years = useChosenYear();
  const list = useAccountLedger(id, years.year?.id ?? null);
  const answer = list.answer;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/comptabilite/plan" size="sm">
        <Group gap={4}>
          <ArrowLeft size={14} /> Plan comptable
        </Group>
      </Anchor>
      <PageTitle />
      <QueryState query={years} isEmpty={years.year === null} empty="Aucun exercice pour l’instant.">
        <YearPicker years={years.years} year={years.year} onChange={years.choose} />
        <QueryState query={list} isEmpty={list.items.length === 0 && !answer} empty="">
          {answer && (
            <Paper withBorder p="md">
              <Title order={2} size="h4">
                {answer.account.code} {answer.account.label}
              </Title>
              <Group gap="lg" mt="xs">
                <Text size="sm">Total débit : {formatCents(answer.totals.debit_cents)}</Text>
                <Text size="sm">Total crédit : {formatCents(answer.totals.credit_cents)}</Text>
                <Text size="sm" fw={600}>
                  Solde : {balance(answer.totals.balance_cents)}
                </Text>
              </Group>
            </Paper>
          )}
          {list.items.length === 0 ? (
            <Text c="dimmed">Aucune ligne sur ce compte pour l’exercice {answer?.year.label}.</Text>
          ) : (
            <ResponsiveTable
              rows={list.items}
              columns={columns}
              rowKey={(line) => line.id}
              rowLabel={(line) => `Pièce ${line.piece_number} du ${formatDate(line.date)}`}
              label="Lignes du compte"
              minWidth={760}
              tableProps={{ striped: true, verticalSpacing: 'xs' }}
            />
          )}
          <ListPagination list={list} />
        </QueryState>
      </QueryState>
    </Stack>
  );
}
