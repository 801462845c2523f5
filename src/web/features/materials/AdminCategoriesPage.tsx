import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { MaterialCategory } from '../../../domain/materials.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { CategoryCard } from './CategoryCard.tsx';
import { CategoryFormModal } from './CategoryFormModal.tsx';
import { useAdminCategories } from './useAdminCategories.ts';
import { useCategories } from './useCatalogue.ts';

type Editing = MaterialCategory | 'new' | null;

export function AdminCategoriesPage() {
  const categoriesQuery = useCategories();
  const { categories } = categoriesQuery;
  const { deleteCategory } = useAdminCategories();
  const [editing, setEditing] = useState<Editing>(null);

  const confirmDelete = (category: MaterialCategory) =>
    confirmDeletion({
      title: 'Supprimer la catégorie',
      message: `Êtes-vous sûr de vouloir supprimer la catégorie ${category.name} ?`,
      onConfirm: () => deleteCategory(category.id),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <PageTitle />
        <Button leftSection={<Plus size={16} />} onClick={() => setEditing('new')}>
          Ajouter une catégorie
        </Button>
      </Group>
      <QueryState query={categoriesQuery} isEmpty={categories.length === 0} empty="Aucune catégorie trouvée">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {categories.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              onEdit={() => setEditing(category)}
              onDelete={() => confirmDelete(category)}
            />
          ))}
        </SimpleGrid>
      </QueryState>
      {editing && (
        <CategoryFormModal category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
