import { Badge, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import type { SignInRow } from '../../../../domain/assembly-day.ts';
import { formatDateTime } from '../../../../domain/format.ts';
import { ListPagination } from '../../../lib/ListPagination.tsx';
import { QueryState } from '../../../lib/QueryState.tsx';
import { ResponsiveTable } from '../../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../../lib/responsive-columns.ts';
import type { AssemblyDay } from './useAssemblyDay.ts';

const nameOf = (row: SignInRow) => `${row.prenom} ${row.nom}`;

function proxyText(row: SignInRow) {
  if (row.proxy_to) return `Représenté(e) par ${row.proxy_to}`;
  if (row.proxies_held.length > 0) return `Détient : ${row.proxies_held.join(', ')}`;
  return '—';
}

/** The arrival time; one after the announced start is a late arrival. */
function Arrival({ row, startsAt }: { row: SignInRow; startsAt: string }) {
  if (!row.signed_in_at) return <Text c="dimmed">{row.announced ? 'Annoncé(e)' : '—'}</Text>;
  const isLate = new Date(row.signed_in_at) > new Date(startsAt);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{formatDateTime(row.signed_in_at)}</Text>
      {isLate && (
        <Badge color="orange" variant="light" size="sm">
          En retard
        </Badge>
      )}
    </Group>
  );
}

type SignInSheetProps = {
  day: AssemblyDay;
  /** The AG's announced start. */
  startsAt: string;
  /** Marks are given only while the AG is held. */
  canSign: boolean;
};

/** The members with a vote, searched by name or email, each marked present as they arrive. */
export function SignInSheet({ day, startsAt, canSign }: SignInSheetProps) {
  const { sheet } = day;
  const columns: ResponsiveColumn<SignInRow>[] = [
    { header: 'Nom', phone: 'title', cell: nameOf },
    { header: 'Email', phone: 'more', cell: (row) => row.email },
    { header: 'Procuration', cell: proxyText },
    { header: 'Arrivée', cell: (row) => <Arrival row={row} startsAt={startsAt} /> },
    {
      header: 'Présent',
      phone: 'actions',
      cell: (row) => (
        <Switch
          label="Présent"
          aria-label={`${nameOf(row)} présent(e)`}
          checked={
            day.pendingMark?.userId === row.user_id ? day.pendingMark.present : row.signed_in_at !== null
          }
          disabled={!canSign || day.pendingMark?.userId === row.user_id}
          onChange={(event) =>
            day.setPresent({ userId: row.user_id, present: event.currentTarget.checked, name: nameOf(row) })
          }
        />
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <TextInput
        label="Rechercher un membre"
        placeholder="Nom, prénom ou email"
        leftSection={<Search size={16} />}
        value={sheet.search}
        onChange={(event) => sheet.setSearch(event.currentTarget.value)}
        maw={420}
      />
      <QueryState
        query={sheet}
        compact
        isEmpty={sheet.items.length === 0}
        empty={
          sheet.search
            ? 'Aucun membre ne correspond à la recherche'
            : "Aucun membre n'a de voix à cette assemblée"
        }
      >
        <ResponsiveTable
          rows={sheet.items}
          columns={columns}
          rowKey={(row) => row.user_id}
          rowLabel={nameOf}
          label="Feuille d'émargement"
          minWidth={720}
          tableProps={{ striped: true }}
        />
        <ListPagination list={sheet} />
      </QueryState>
    </Stack>
  );
}
