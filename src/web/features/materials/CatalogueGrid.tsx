import { Alert, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Material } from '../../../domain/materials.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import type { PagedList } from '../../lib/usePagedList.ts';
import { MaterialCard } from './MaterialCard.tsx';

type CatalogueGridProps = {
  catalogue: PagedList<Material>;
  emptyText: string;
  actions: (material: Material) => ReactNode;
};

/** One page of equipment cards with their loading, error and empty states, for members and administrators. */
export function CatalogueGrid({ catalogue, emptyText, actions }: CatalogueGridProps) {
  if (catalogue.isLoading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (catalogue.loadError)
    return (
      <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
        {catalogue.loadError}
      </Alert>
    );
  if (catalogue.items.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {catalogue.items.map((material) => (
          <MaterialCard key={material.id} material={material} actions={actions(material)} />
        ))}
      </SimpleGrid>
      <ListPagination list={catalogue} />
    </Stack>
  );
}
