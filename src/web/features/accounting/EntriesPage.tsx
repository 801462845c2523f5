import { Alert, Button, Group, Stack } from '@mantine/core';
import { Lock, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Entry } from '../../../domain/accounting-entry-schemas.ts';
import { canWriteInYear } from '../../../domain/accounting-permissions.ts';
import { AdminSearchList } from '../../lib/AdminSearchList.tsx';
import { lazyNamed } from '../../lib/lazyNamed.ts';
import { QueryState } from '../../lib/QueryState.tsx';
import { AccountingSections } from './AccountingSections.tsx';
import { EntriesFilters } from './EntriesFilters.tsx';
import { EntriesTable } from './EntriesTable.tsx';
import { NoYearYet } from './NoYearYet.tsx';
import { useEntries } from './useEntries.ts';
import type { SimpleKind } from './useEntryForm.ts';
import { useNextPiece } from './useNextPiece.ts';
import { useChosenYear } from './useYears.ts';
import { YearPicker } from './YearPicker.tsx';

const EntryFormModal = lazyNamed(() => import('./EntryFormModal.tsx'), 'EntryFormModal');
const AdvancedEntryModal = lazyNamed(() => import('./AdvancedEntryModal.tsx'), 'AdvancedEntryModal');

/** The form open: a kind to type (entry null: a new one), or nothing. */
type Editing = { kind: SimpleKind | 'avancee'; entry: Entry | null } | null;

const NEW_BUTTONS: { kind: SimpleKind | 'avancee'; label: string }[] = [
  { kind: 'recette', label: 'Nouvelle recette' },
  { kind: 'depense', label: 'Nouvelle dépense' },
  { kind: 'virement', label: 'Nouveau virement' },
  { kind: 'avancee', label: 'Écriture avancée' },
];

/** The year's entries, newest first, and the four ways of writing one. */
export function EntriesPage() {
  const years = useChosenYear();
  const { year } = years;
  const entries = useEntries(year?.id ?? null);
  const open = year !== null && canWriteInYear(year);
  const next = useNextPiece(open ? year.id : null);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const piece = editing?.entry ? null : next.piece;

  return (
    <>
      <QueryState query={years} isEmpty={year === null} empty={<NoYearYet />}>
        <AdminSearchList
          list={entries.list}
          actions={
            open && (
              <Group gap="xs" wrap="wrap">
                {NEW_BUTTONS.map((button) => (
                  <Button
                    key={button.kind}
                    variant={button.kind === 'avancee' ? 'default' : 'filled'}
                    leftSection={<Plus size={16} />}
                    disabled={next.isLoading}
                    onClick={() => setEditing({ kind: button.kind, entry: null })}
                  >
                    {button.label}
                  </Button>
                ))}
              </Group>
            )
          }
          intro={
            <Stack gap="sm">
              <AccountingSections />
              <YearPicker years={years.years} year={year} onChange={years.choose} />
              {year && !open && (
                <Alert color="gray" icon={<Lock size={16} />} title="Exercice clôturé">
                  Ses écritures se lisent sans se modifier : une correction se fait par une nouvelle écriture
                  dans l’exercice ouvert.
                </Alert>
              )}
            </Stack>
          }
          searchPlaceholder="Libellé ou n° de pièce"
          filters={<EntriesFilters entries={entries} />}
          empty="Aucune écriture pour cet exercice."
          emptySearch="Aucune écriture ne correspond à cette recherche."
          totalNoun="écriture"
        >
          <EntriesTable
            entries={entries.list.items}
            onEdit={(entry) =>
              setEditing({ kind: entry.kind === 'ouverture' ? 'avancee' : entry.kind, entry })
            }
          />
        </AdminSearchList>
      </QueryState>
      <Suspense>
        {editing?.kind === 'avancee' && (
          <AdvancedEntryModal entry={editing.entry} piece={piece} onClose={close} />
        )}
        {editing && editing.kind !== 'avancee' && (
          <EntryFormModal kind={editing.kind} entry={editing.entry} piece={piece} onClose={close} />
        )}
      </Suspense>
    </>
  );
}
