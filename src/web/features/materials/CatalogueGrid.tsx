import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Material } from '../../../domain/materials.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import type { PagedList } from '../../lib/usePagedList.ts';
import { MaterialCard } from './MaterialCard.tsx';

type CatalogueGridProps = {
  catalogue: PagedList<Material>;
  emptyText: string;
  actions: (material: Material) => ReactNode;
};

/** One page of equipment cards with their loading, error and empty states, for members and administrators. */
export function CatalogueGrid({ catalogue, emptyText, actions }: CatalogueGridProps) {
  return (
    <QueryState query={catalogue} isEmpty={catalogue.items.length === 0} empty={emptyText}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {catalogue.items.map((material) => (
            <MaterialCard key={material.id} material={material} actions={actions(material)} />
          ))}
        </SimpleGrid>
        <ListPagination list={catalogue} />
      </Stack>
    </QueryState>
  );
}
