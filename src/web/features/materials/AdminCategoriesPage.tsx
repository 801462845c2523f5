import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Plus, TriangleExclamationPoint } from 'lucide-react';
import { useState } from 'react';
import type { MaterialCategory } from '../../../domain/materials.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { CategoryCard } from './CategoryCard.tsx';
import { CategoryFormModal } from './CategoryFormModal.tsx';
import { useAdminCategories } from './useAdminCategories.ts';
import { useCategories } from './useCatalogue.ts';

type Editing = MaterialCategory | 'new' | null;

export function AdminCategoriesPage() {
  const { categories, isLoading, loadError } = useCategories();
  const { saveCategory, isSaving, deleteCategory } = useAdminCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const edited = editing === 'new' ? null : editing;

  const confirmDelete = (category: MaterialCategory) =>
    confirmDeletion({
      title: 'Supprimer la catégorie',
      message: `Êtes-vous sûr de vouloir supprimer la catégorie ${category.name} ?`,
      onConfirm: () => deleteCategory(category.id),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <PageTitle>Catégories de matériel</PageTitle>
        <Button leftSection={<Plus size={16} />} onClick={() => setEditing('new')}>
          Ajouter une catégorie
        </Button>
      </Group>
      {isLoading && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {loadError && (
        <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
          {loadError}
        </Alert>
      )}
      {!isLoading && !loadError && categories.length === 0 && (
        <Text c="dimmed">Aucune catégorie trouvée</Text>
      )}
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
      {editing && (
        <CategoryFormModal
          category={edited}
          isSaving={isSaving}
          onSave={(values, onRefused) =>
            saveCategory({ id: edited?.id ?? null, values }, () => setEditing(null), onRefused)
          }
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
