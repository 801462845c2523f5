import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import {
  STRUCTURE_CATEGORIES,
  STRUCTURE_SORTS,
  type StructureCategory,
  type StructureFilter,
  type StructureSort,
} from '../../../domain/structures.ts';

const ALL = 'Toutes';
const CATEGORY_OPTIONS = [ALL, ...STRUCTURE_CATEGORIES];
const SORT_OPTIONS = Object.entries(STRUCTURE_SORTS).map(([value, label]) => ({ value, label }));

type StructureFiltersProps = { filter: StructureFilter; onChange: (filter: StructureFilter) => void };

export function StructureFilters({ filter, onChange }: StructureFiltersProps) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        label="Rechercher"
        placeholder="Nom, ville ou code postal"
        leftSection={<Search size={16} />}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.currentTarget.value })}
        w={{ base: '100%', sm: 280 }}
      />
      <Select
        label="Trier par"
        data={SORT_OPTIONS}
        value={filter.sort}
        allowDeselect={false}
        onChange={(value) => onChange({ ...filter, sort: (value ?? 'recent') as StructureSort })}
        w={180}
      />
      <SegmentedControl
        aria-label="Catégorie"
        data={CATEGORY_OPTIONS}
        value={filter.categorie ?? ALL}
        onChange={(value) =>
          onChange({ ...filter, categorie: value === ALL ? null : (value as StructureCategory) })
        }
      />
    </Group>
  );
}
