import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Plus, TriangleExclamationPoint } from 'lucide-react';
import { useState } from 'react';
import { filterStructures, type Structure, type StructureFilter } from '../../../domain/structures.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { useSession } from '../../lib/useSession.ts';
import { StructureCard } from './StructureCard.tsx';
import { StructureFilters } from './StructureFilters.tsx';
import { StructureFormModal } from './StructureFormModal.tsx';
import { useStructures } from './useStructures.ts';

/** null: the form is closed; 'new': creating; a structure: editing it. */
type Editing = null | 'new' | Structure;

export function StructuresPage() {
  const { isAdmin } = useSession();
  const { structures, isLoading, loadError, saveStructure, isSaving, deleteStructure } = useStructures();
  const [filter, setFilter] = useState<StructureFilter>({ categorie: null, search: '', sort: 'recent' });
  const [editing, setEditing] = useState<Editing>(null);
  const shown = filterStructures(structures, filter);
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
        <Title order={2}>Structures partenaires</Title>
        {isAdmin && (
          <Button leftSection={<Plus size={18} />} onClick={() => setEditing('new')}>
            Ajouter une structure
          </Button>
        )}
      </Group>
      <StructureFilters filter={filter} onChange={setFilter} />
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
      {!isLoading && !loadError && shown.length === 0 && <Text c="dimmed">Aucune structure trouvée</Text>}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {shown.map((structure) => (
          <StructureCard
            key={structure.id}
            structure={structure}
            onEdit={isAdmin ? () => setEditing(structure) : undefined}
            onDelete={isAdmin ? () => confirmDelete(structure) : undefined}
          />
        ))}
      </SimpleGrid>
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
    </Stack>
  );
}
