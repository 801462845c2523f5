import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AssemblyFigures } from '../../../../domain/assembly-resolutions.ts';
import { QueryState } from '../../../lib/QueryState.tsx';
import type { AssemblyDay } from './useAssemblyDay.ts';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Stack>
  );
}

function Figures({ figures }: { figures: AssemblyFigures }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Membres ayant voix" value={figures.voters} />
        <Figure label="Présents" value={figures.present} />
        <Figure label="Représentés" value={figures.represented} />
        <Figure label={`Quorum requis (${figures.quorum_percent} %)`} value={figures.quorum_required} />
      </SimpleGrid>
      <Group gap="xs">
        <Badge color={figures.quorum_reached ? 'teal' : 'orange'} variant="light" size="lg">
          {figures.quorum_reached ? 'Quorum atteint' : 'Quorum non atteint'}
        </Badge>
        <Text size="sm" c="dimmed">
          {figures.present + figures.represented} présents ou représentés sur {figures.quorum_required} requis
        </Text>
      </Group>
    </Stack>
  );
}

/** Members with a vote, present, represented and the quorum: live on the day, kept at the close. */
export function FiguresCard({ figures }: { figures: AssemblyDay['figures'] }) {
  return (
    <QueryState query={figures} compact>
      {figures.data && <Figures figures={figures.data} />}
    </QueryState>
  );
}
