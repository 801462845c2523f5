import { Alert, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Material } from '../../../domain/materials.ts';
import { MaterialCard } from './MaterialCard.tsx';

type CatalogueGridProps = {
  materials: Material[];
  isLoading: boolean;
  loadError: string | null;
  emptyText: string;
  actions: (material: Material) => ReactNode;
};

/** The equipment cards with their loading, error and empty states, for members and administrators. */
export function CatalogueGrid({ materials, isLoading, loadError, emptyText, actions }: CatalogueGridProps) {
  if (isLoading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (loadError)
    return (
      <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
        {loadError}
      </Alert>
    );
  if (materials.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {materials.map((material) => (
        <MaterialCard key={material.id} material={material} actions={actions(material)} />
      ))}
    </SimpleGrid>
  );
}
