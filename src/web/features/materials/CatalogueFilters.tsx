import { Group, Select, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import type { MaterialCategory } from '../../../domain/materials.ts';
import type { CatalogueFilter } from './filterMaterials.ts';

const ALL_CATEGORIES = 'all';

type CatalogueFiltersProps = {
  filter: CatalogueFilter;
  categories: MaterialCategory[];
  onChange: (filter: CatalogueFilter) => void;
};

export function CatalogueFilters({ filter, categories, onChange }: CatalogueFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label="Rechercher du matériel"
        placeholder="Rechercher du matériel..."
        leftSection={<Search size={16} />}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.currentTarget.value })}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Select
        aria-label="Filtrer par catégorie"
        data={[
          { value: ALL_CATEGORIES, label: 'Toutes les catégories' },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
        value={filter.categoryId ?? ALL_CATEGORIES}
        onChange={(value) => onChange({ ...filter, categoryId: value === ALL_CATEGORIES ? null : value })}
        allowDeselect={false}
        w={240}
      />
    </Group>
  );
}
