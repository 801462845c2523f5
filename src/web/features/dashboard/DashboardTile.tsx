import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { ModuleName } from '../../../domain/modules.ts';
import { useModuleOn } from '../../lib/useModules.ts';

export type DashboardTileProps = { to: string; title: string; description: string; icon: LucideIcon };

/** A tile of a dashboard's list; `module`: it goes while the association has switched that off. */
export type DashboardTileEntry = DashboardTileProps & { module?: ModuleName };

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

/** The tiles whose module is in service. */
export function useShownTiles(tiles: DashboardTileEntry[]): DashboardTileProps[] {
  const isOn = useModuleOn();
  return tiles.filter((tile) => tile.module === undefined || isOn(tile.module));
}
