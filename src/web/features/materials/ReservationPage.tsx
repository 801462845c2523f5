import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Material } from '../../../domain/materials.ts';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { CatalogueFilters } from './CatalogueFilters.tsx';
import { CatalogueGrid } from './CatalogueGrid.tsx';
import { ReservationModal } from './ReservationModal.tsx';
import { useCatalogue, useCategories } from './useCatalogue.ts';

export function ReservationPage() {
  const catalogue = useCatalogue();
  const { categories } = useCategories();
  const [reserving, setReserving] = useState<Material | null>(null);

  return (
    <Stack gap="lg">
      <PageTitle />
      <CatalogueFilters catalogue={catalogue} categories={categories} />
      <CatalogueGrid
        catalogue={catalogue}
        emptyText="Aucun matériel trouvé"
        actions={(material) =>
          material.available_quantity > 0 ? (
            <Button onClick={() => setReserving(material)}>Réserver</Button>
          ) : (
            <Button disabled>Non disponible</Button>
          )
        }
      />
      {reserving && <ReservationModal material={reserving} onClose={() => setReserving(null)} />}
    </Stack>
  );
}
