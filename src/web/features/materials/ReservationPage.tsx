import { Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { Material } from '../../../domain/materials.ts';
import { CatalogueFilters } from './CatalogueFilters.tsx';
import { CatalogueGrid } from './CatalogueGrid.tsx';
import { type CatalogueFilter, filterMaterials } from './filterMaterials.ts';
import { ReservationModal } from './ReservationModal.tsx';
import { useCatalogue } from './useCatalogue.ts';

export function ReservationPage() {
  const { materials, categories, isLoadingMaterials, materialsError } = useCatalogue();
  const [filter, setFilter] = useState<CatalogueFilter>({ search: '', categoryId: null });
  const [reserving, setReserving] = useState<Material | null>(null);

  return (
    <Stack gap="lg">
      <Title order={2}>Réserver du matériel</Title>
      <CatalogueFilters filter={filter} categories={categories} onChange={setFilter} />
      <CatalogueGrid
        materials={filterMaterials(materials, filter)}
        isLoading={isLoadingMaterials}
        loadError={materialsError}
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
