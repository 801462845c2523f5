import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export type DashboardTileProps = { to: string; title: string; description: string; icon: LucideIcon };

export function DashboardTile({ to, title, description, icon: Icon }: DashboardTileProps) {
  return (
    <Card component={Link} to={to} withBorder shadow="xs" padding="lg" radius="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={42} radius="md" variant="light">
          <Icon size={22} />
        </ThemeIcon>
        <div>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
