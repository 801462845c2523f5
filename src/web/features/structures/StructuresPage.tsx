import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Plus, TriangleExclamationPoint } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Structure } from '../../../domain/structures-schemas.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { lazyNamed } from '../../lib/lazyNamed.ts';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { useSession } from '../../lib/useSession.ts';
import { StructureCard } from './StructureCard.tsx';
import { StructureFilters } from './StructureFilters.tsx';
import { type StructureFilter, useStructures } from './useStructures.ts';

const StructureFormModal = lazyNamed(() => import('./StructureFormModal.tsx'), 'StructureFormModal');

/** null: the form is closed; 'new': creating; a structure: editing it. */
type Editing = null | 'new' | Structure;

export function StructuresPage() {
  const { isAdmin } = useSession();
  const [filter, setFilter] = useState<StructureFilter>({ categorie: null, sort: 'recent' });
  const { list, saveStructure, isSaving, deleteStructure } = useStructures(filter);
  const [editing, setEditing] = useState<Editing>(null);
  const edited = editing === 'new' ? null : editing;

  const confirmDelete = (structure: Structure) =>
    confirmDeletion({
      title: 'Supprimer la structure',
      message: <>Êtes-vous sûr de vouloir supprimer la structure « {structure.nom} » ?</>,
      onConfirm: () => deleteStructure(structure.id),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <PageTitle />
        {isAdmin && (
          <Button leftSection={<Plus size={18} />} onClick={() => setEditing('new')}>
            Ajouter une structure
          </Button>
        )}
      </Group>
      <StructureFilters
        search={list.search}
        onSearchChange={list.setSearch}
        filter={filter}
        onChange={setFilter}
      />
      {list.isLoading && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {list.loadError && (
        <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
          {list.loadError}
        </Alert>
      )}
      {!list.isLoading && !list.loadError && list.items.length === 0 && (
        <Text c="dimmed">Aucune structure trouvée</Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {list.items.map((structure) => (
          <StructureCard
            key={structure.id}
            structure={structure}
            onEdit={isAdmin ? () => setEditing(structure) : undefined}
            onDelete={isAdmin ? () => confirmDelete(structure) : undefined}
          />
        ))}
      </SimpleGrid>
      <ListPagination list={list} />
      <Suspense fallback={null}>
        {isAdmin && editing !== null && (
          <StructureFormModal
            structure={edited}
            isSaving={isSaving}
            onClose={() => setEditing(null)}
            onSubmit={(values, onRefused) =>
              saveStructure({ id: edited?.id ?? null, values }, () => setEditing(null), onRefused)
            }
          />
        )}
      </Suspense>
    </Stack>
  );
}
