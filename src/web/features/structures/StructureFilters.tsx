import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import {
  STRUCTURE_CATEGORY_OPTIONS,
  STRUCTURE_SORT_LABELS,
  STRUCTURE_SORTS,
  type StructureCategory,
  type StructureSort,
} from '../../../domain/structures.ts';
import type { StructureFilter } from './useStructures.ts';

const ALL = 'Toutes';
const CATEGORY_OPTIONS = [{ value: ALL, label: ALL }, ...STRUCTURE_CATEGORY_OPTIONS];
const SORT_OPTIONS = STRUCTURE_SORTS.map((value) => ({ value, label: STRUCTURE_SORT_LABELS[value] }));

type StructureFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  filter: StructureFilter;
  onChange: (filter: StructureFilter) => void;
};

export function StructureFilters({ search, onSearchChange, filter, onChange }: StructureFiltersProps) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        label="Rechercher"
        placeholder="Nom, ville ou code postal"
        leftSection={<Search size={16} />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
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
