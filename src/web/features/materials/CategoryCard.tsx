import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Trash } from 'lucide-react';
import type { MaterialCategory } from '../../../domain/materials.ts';
import { EditButton } from '../../lib/ActionButtons.tsx';
import { CATEGORY_ICON_COMPONENTS } from './categoryIcons.ts';

type CategoryCardProps = { category: MaterialCategory; onEdit: () => void; onDelete: () => void };

export function CategoryCard({ category, onEdit, onDelete }: CategoryCardProps) {
  const Icon = CATEGORY_ICON_COMPONENTS[category.icon];
  return (
    <Card component="article" aria-label={category.name} withBorder radius="md" padding="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg">
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600}>{category.name}</Text>
          {category.description && (
            <Text size="sm" c="dimmed">
              {category.description}
            </Text>
          )}
        </Stack>
      </Group>
      <Group mt="md" gap="xs">
        <EditButton onClick={onEdit} />
        <Button size="xs" variant="light" color="red" leftSection={<Trash size={14} />} onClick={onDelete}>
          Supprimer
        </Button>
      </Group>
    </Card>
  );
}
