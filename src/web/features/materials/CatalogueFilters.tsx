import { Group, Select, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import type { MaterialCategory } from '../../../domain/materials.ts';
import type { Catalogue } from './useCatalogue.ts';

const ALL_CATEGORIES = 'all';

type CatalogueFiltersProps = {
  catalogue: Pick<Catalogue, 'search' | 'setSearch' | 'categoryId' | 'setCategoryId'>;
  categories: MaterialCategory[];
};

export function CatalogueFilters({ catalogue, categories }: CatalogueFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label="Rechercher du matériel"
        placeholder="Rechercher du matériel..."
        leftSection={<Search size={16} />}
        value={catalogue.search}
        onChange={(event) => catalogue.setSearch(event.currentTarget.value)}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Select
        aria-label="Filtrer par catégorie"
        data={[
          { value: ALL_CATEGORIES, label: 'Toutes les catégories' },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
        value={catalogue.categoryId ?? ALL_CATEGORIES}
        onChange={(value) => catalogue.setCategoryId(value === ALL_CATEGORIES ? null : value)}
        allowDeselect={false}
        w={240}
      />
    </Group>
  );
}
