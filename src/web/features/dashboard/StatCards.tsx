import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { Building, CalendarDays, FileText, type LucideIcon, Users } from 'lucide-react';
import type { AdminStats } from '../../../domain/members-schemas.ts';
import type { ModuleName } from '../../../domain/modules.ts';
import { formatCount } from '../../lib/format.ts';
import { useModuleOn } from '../../lib/useModules.ts';
import { useAdminStats } from './useAdminStats.ts';

const CARDS: { key: keyof AdminStats; label: string; icon: LucideIcon; module?: ModuleName }[] = [
  { key: 'users', label: 'Utilisateurs', icon: Users },
  { key: 'documents', label: 'Documents', icon: FileText },
  { key: 'structures', label: 'Structures', icon: Building, module: 'structures' },
  { key: 'evenements', label: 'Événements', icon: CalendarDays },
];

/**
 * The four exact counts of the admin dashboard (three while the structures are switched off); a
 * count that could not be read shows 0.
 */
export function StatCards() {
  const { stats, isLoading } = useAdminStats();
  const isOn = useModuleOn();
  const cards = CARDS.filter((card) => card.module === undefined || isOn(card.module));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {cards.map(({ key, label, icon: Icon }) => (
        <Card key={key} withBorder radius="md" padding="lg" component="section" aria-label={label}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              {isLoading ? (
                <Skeleton height={32} width={60} mt={4} />
              ) : (
                <Text fw={700} fz={28}>
                  {formatCount(stats?.[key] ?? 0)}
                </Text>
              )}
            </div>
            <ThemeIcon size={44} radius="md" variant="light">
              <Icon size={24} />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
