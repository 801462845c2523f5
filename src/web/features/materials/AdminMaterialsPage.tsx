import { Button, Group, Stack } from '@mantine/core';
import { Plus, Trash } from 'lucide-react';
import { useState } from 'react';
import type { Material } from '../../../domain/materials.ts';
import { EditButton } from '../../lib/ActionButtons.tsx';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { CatalogueFilters } from './CatalogueFilters.tsx';
import { CatalogueGrid } from './CatalogueGrid.tsx';
import { MaterialFormModal } from './MaterialFormModal.tsx';
import { useAdminMaterials } from './useAdminMaterials.ts';
import { useCatalogue, useCategories } from './useCatalogue.ts';

/** The modal is closed (null), adding ('new') or editing one piece of equipment. */
type Editing = Material | 'new' | null;

export function AdminMaterialsPage() {
  const catalogue = useCatalogue();
  const { categories } = useCategories();
  const { deleteMaterial } = useAdminMaterials();
  const [editing, setEditing] = useState<Editing>(null);

  const confirmDelete = (material: Material) =>
    confirmDeletion({
      title: 'Supprimer le matériel',
      message: `Êtes-vous sûr de vouloir supprimer ${material.name} ?`,
      onConfirm: () => deleteMaterial(material.id),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <PageTitle />
        <Button leftSection={<Plus size={16} />} onClick={() => setEditing('new')}>
          Ajouter du matériel
        </Button>
      </Group>
      <CatalogueFilters catalogue={catalogue} categories={categories} />
      <CatalogueGrid
        catalogue={catalogue}
        emptyText="Aucun matériel trouvé"
        actions={(material) => (
          <>
            <EditButton onClick={() => setEditing(material)} />
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<Trash size={14} />}
              onClick={() => confirmDelete(material)}
            >
              Supprimer
            </Button>
          </>
        )}
      />
      {editing && (
        <MaterialFormModal
          material={editing === 'new' ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
