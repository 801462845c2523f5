import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { canDeleteYear, canWriteInYear } from '../../../domain/accounting-permissions.ts';
import type { Year } from '../../../domain/accounting-schemas.ts';
import { dayAfter } from '../../../domain/accounting-years.ts';
import { formatCents } from '../../../domain/money.ts';
import { formatCount, formatDate, formatDateTime } from '../../lib/format.ts';
import { IconAction } from '../../lib/IconAction.tsx';
import { lazyNamed } from '../../lib/lazyNamed.ts';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { AccountingSections } from './AccountingSections.tsx';
import { confirmClosing } from './confirmClosing.tsx';
import { resultText, useYearActions } from './useYearActions.ts';
import { useYears } from './useYears.ts';

const YearFormModal = lazyNamed(() => import('./YearFormModal.tsx'), 'YearFormModal');

/** The year that starts the day after this one ends, if it is there: the closing writes into it. */
const nextOf = (year: Year, years: Year[]) =>
  years.find((other) => other.start_date === dayAfter(year.end_date)) ?? null;

/** The financial years: created with their dates, changed or deleted while empty, closed once. */
export function YearsPage() {
  const years = useYears();
  const { askDeletion, closeYear, closingId } = useYearActions();
  // undefined: no form open; null: a new year.
  const [editing, setEditing] = useState<Year | null | undefined>(undefined);
  const columns: ResponsiveColumn<Year>[] = [
    { header: 'Exercice', phone: 'title', cell: (year) => <Text fw={600}>{year.label}</Text> },
    { header: 'Dates', cell: (year) => `du ${formatDate(year.start_date)} au ${formatDate(year.end_date)}` },
    {
      header: 'État',
      cell: (year) =>
        year.closed_at ? (
          <>
            <Badge color="gray" leftSection={<Lock size={12} />}>
              Clôturé
            </Badge>
            <Text size="xs" c="dimmed">
              le {formatDateTime(year.closed_at)}
              {year.closed_by && ` par ${year.closed_by}`}
            </Text>
          </>
        ) : (
          <Badge color="green">Ouvert</Badge>
        ),
    },
    { header: 'Écritures', cell: (year) => formatCount(year.entry_count) },
    {
      header: 'Résultat',
      cell: (year) =>
        year.result_cents === null ? (
          '—'
        ) : (
          <span title={formatCents(year.result_cents)}>{resultText(year.result_cents)}</span>
        ),
    },
    {
      header: 'Actions',
      phone: 'actions',
      cell: (year) =>
        canWriteInYear(year) && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<Lock size={14} />}
              loading={closingId === year.id}
              onClick={() => confirmClosing(year, nextOf(year, years.years), () => closeYear(year))}
            >
              Clôturer
            </Button>
            <IconAction label={`Modifier l’exercice ${year.label}`} onClick={() => setEditing(year)}>
              <Pencil size={16} />
            </IconAction>
            {canDeleteYear(year) && (
              <IconAction
                label={`Supprimer l’exercice ${year.label}`}
                color="red"
                onClick={() => askDeletion(year)}
              >
                <Trash2 size={16} />
              </IconAction>
            )}
          </Group>
        ),
    },
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <PageTitle />
        <Button leftSection={<Plus size={16} />} onClick={() => setEditing(null)}>
          Nouvel exercice
        </Button>
      </Group>
      <AccountingSections />
      <QueryState query={years} isEmpty={years.years.length === 0} empty="Aucun exercice pour l’instant.">
        <ResponsiveTable
          rows={years.years}
          columns={columns}
          rowKey={(year) => year.id}
          rowLabel={(year) => `Exercice ${year.label}`}
          label="Exercices"
          minWidth={800}
          tableProps={{ verticalSpacing: 'sm' }}
        />
      </QueryState>
      <Suspense>
        {editing !== undefined && (
          <YearFormModal
            year={editing}
            lastEnd={years.years[0]?.end_date ?? null}
            onClose={() => setEditing(undefined)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
