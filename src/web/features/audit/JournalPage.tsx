import { Button, Text } from '@mantine/core';
import { Download } from 'lucide-react';
import { AUDIT_ACTION_KEYS, AUDIT_ACTIONS } from '../../../domain/audit.ts';
import { AdminSearchList } from '../../lib/AdminSearchList.tsx';
import { FilterSelect } from '../../lib/FilterSelect.tsx';
import { JournalTable } from './JournalTable.tsx';
import { useJournal } from './useJournal.ts';

const ACTION_OPTIONS = AUDIT_ACTION_KEYS.map((value) => ({ value, label: AUDIT_ACTIONS[value] }));

/** Every administrator action that changed data, newest first; read only. */
export function JournalPage() {
  const { list, action, setAction, exportCsv, isExporting } = useJournal();
  return (
    <AdminSearchList
      list={list}
      searchPlaceholder="Administrateur, élément ou action"
      filters={
        <>
          <FilterSelect
            label="Action"
            placeholder="Toutes les actions"
            data={ACTION_OPTIONS}
            searchable
            clearLabel="Toutes les actions"
            value={action}
            onChange={setAction}
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
        </>
      }
      empty={
        <Text c="dimmed" ta="center" py="xl">
          Aucune action enregistrée
        </Text>
      }
      totalNoun="action"
    >
      <JournalTable entries={list.items} />
    </AdminSearchList>
  );
}
