import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AgStatus } from '../../../domain/assemblies.ts';
import { ASSEMBLY_KIND_LABELS, type AssemblyKind, assemblyHeading } from '../../../domain/assembly-kinds.ts';
import { formatDateTime } from '../../lib/format.ts';
import { AgStatusBadge } from './AgStatusBadge.tsx';

type AssemblyInfoProps = {
  assembly: {
    date: string;
    status: AgStatus;
    kind: AssemblyKind;
    lieu: string;
    lien_visio: string | null;
    ordre_du_jour: string[];
  };
  /** Buttons shown beside the title (the admin page's edit and delete). */
  actions?: ReactNode;
};

/** Header, date and time, place, video link and agenda, on the member page and the admin page. */
export function AssemblyInfo({ assembly, actions }: AssemblyInfoProps) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={2} size="h3">
            {assemblyHeading(assembly.kind, assembly.date)}
          </Title>
          <AgStatusBadge status={assembly.status} />
        </Group>
        {actions}
      </Group>
      <Text>
        <Text span fw={600}>
          Type :
        </Text>{' '}
        {ASSEMBLY_KIND_LABELS[assembly.kind]}
      </Text>
      <Text>
        <Text span fw={600}>
          Date et heure :
        </Text>{' '}
        {formatDateTime(assembly.date)}
      </Text>
      <Text>
        <Text span fw={600}>
          Lieu :
        </Text>{' '}
        {assembly.lieu}
      </Text>
      {assembly.lien_visio && (
        <Text>
          <Text span fw={600}>
            Visioconférence :
          </Text>{' '}
          <Anchor href={assembly.lien_visio} target="_blank" rel="noopener noreferrer">
            {assembly.lien_visio}
          </Anchor>
        </Text>
      )}
      <Text fw={600}>Ordre du jour</Text>
      {assembly.ordre_du_jour.length === 0 ? (
        <Text c="dimmed">Ordre du jour à venir</Text>
      ) : (
        <List type="ordered" aria-label="Ordre du jour">
          {assembly.ordre_du_jour.map((item, index) => (
            // Agenda items may repeat; their place in the list is what identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <List.Item key={index}>{item}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
