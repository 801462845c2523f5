import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Download, Search } from 'lucide-react';
import { AUDIT_ACTION_KEYS, AUDIT_ACTIONS, type AuditAction } from '../../../domain/audit.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { describeListTotal } from '../../lib/listTotal.ts';
import { QueryState } from '../../lib/QueryState.tsx';
import { JournalTable } from './JournalTable.tsx';
import { useJournal } from './useJournal.ts';

const ACTION_OPTIONS = AUDIT_ACTION_KEYS.map((value) => ({ value, label: AUDIT_ACTIONS[value] }));

/** Every administrator action that changed data, newest first; read only. */
export function JournalPage() {
  const { list, action, setAction, exportCsv, isExporting } = useJournal();
  return (
    <Stack gap="lg">
      <PageTitle />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          flex={1}
          miw={220}
          label="Rechercher"
          placeholder="Administrateur, élément ou action"
          leftSection={<Search size={16} />}
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
        />
        <Select
          label="Action"
          placeholder="Toutes les actions"
          data={ACTION_OPTIONS}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Toutes les actions' }}
          value={action}
          onChange={(value) => setAction(value as AuditAction | null)}
          w={320}
          maw="100%"
        />
        <Button
          variant="light"
          leftSection={<Download size={16} />}
          onClick={exportCsv}
          loading={isExporting}
        >
          Exporter en CSV
        </Button>
      </Group>
      <QueryState
        query={list}
        isEmpty={list.items.length === 0}
        empty={
          <Text c="dimmed" ta="center" py="xl">
            Aucune action enregistrée
          </Text>
        }
      >
        <Text size="sm" c="dimmed">
          {describeListTotal(list, 'action')}
        </Text>
        <JournalTable entries={list.items} />
        <ListPagination list={list} />
      </QueryState>
    </Stack>
  );
}
