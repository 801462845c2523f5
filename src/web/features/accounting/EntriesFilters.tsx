import { Select } from '@mantine/core';
import { ENTRY_KIND_LABELS, ENTRY_KINDS } from '../../../domain/accounting.ts';
import { FilterSelect } from '../../lib/FilterSelect.tsx';
import { PeriodInputs } from '../../lib/PeriodInputs.tsx';
import { AccountSelect } from './AccountSelect.tsx';
import type { useEntries } from './useEntries.ts';
import { useActiveProjects } from './useProjects.ts';

const KIND_OPTIONS = ENTRY_KINDS.map((value) => ({ value, label: ENTRY_KIND_LABELS[value] }));

export function EntriesFilters({ entries }: { entries: ReturnType<typeof useEntries> }) {
  const { values, errors, setFilter } = entries;
  const projects = useActiveProjects();
  return (
    <>
      <FilterSelect
        label="Type"
        placeholder="Tous"
        data={KIND_OPTIONS}
        clearLabel="Tous les types"
        value={values.kind}
        onChange={(value) => setFilter('kind', value)}
        w={{ base: '100%', sm: 170 }}
      />
      <AccountSelect
        usage={null}
        label="Compte"
        placeholder="Tous"
        clearable
        value={values.account_id}
        onChange={(account) => setFilter('account_id', account?.id ?? null)}
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label="Projet"
        placeholder="Tous"
        clearable
        data={projects.map((project) => ({ value: project.id, label: project.label }))}
        value={values.project_id}
        onChange={(value) => setFilter('project_id', value)}
        w={{ base: '100%', sm: 200 }}
      />
      <PeriodInputs from={values.from} to={values.to} errors={errors} onChange={setFilter} />
    </>
  );
}
