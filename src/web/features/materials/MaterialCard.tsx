import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Material } from '../../../domain/materials.ts';
import { CATEGORY_ICON_COMPONENTS } from './categoryIcons.ts';

type MaterialCardProps = { material: Material; actions: ReactNode };

/** One piece of equipment in a card grid; the page decides which buttons it gets. */
export function MaterialCard({ material, actions }: MaterialCardProps) {
  const Icon = CATEGORY_ICON_COMPONENTS[material.category.icon];
  return (
    <Card component="article" aria-label={material.name} withBorder radius="md" padding="md">
      {material.image_url && (
        <Card.Section>
          <Image src={material.image_url} alt={material.name} h={160} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={material.image_url ? 'md' : 0} style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{material.name}</Text>
          <Badge variant="light" leftSection={<Icon size={12} />} style={{ flexShrink: 0 }}>
            {material.category.name}
          </Badge>
        </Group>
        {material.description && (
          <Text size="sm" c="dimmed">
            {material.description}
          </Text>
        )}
        <Text size="sm" fw={500}>
          Disponible : {material.available_quantity}/{material.total_quantity}
        </Text>
      </Stack>
      <Group mt="md" gap="xs">
        {actions}
      </Group>
    </Card>
  );
}
