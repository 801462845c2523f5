import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { AG_MESSAGES } from '../../../domain/assemblies.ts';
import { ExportButtons } from './ExportButtons.tsx';
import { ParticipantsTable } from './ParticipantsTable.tsx';
import type { useAssemblyFiles } from './useAssemblyFiles.ts';
import { useParticipants } from './useParticipants.ts';

type AdminParticipantsBlockProps = { agId: string; files: ReturnType<typeof useAssemblyFiles> };

export function AdminParticipantsBlock({ agId, files }: AdminParticipantsBlockProps) {
  const { participants, isLoading, isError } = useParticipants(agId, true);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Participants">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>Participants</Title>
          <ExportButtons agId={agId} onExport={files.exportCsv} exporting={files.exporting} />
        </Group>
        {isLoading && <Loader size="sm" />}
        {isError && <Text c="red">{AG_MESSAGES.generic}</Text>}
        {!isLoading && !isError && <ParticipantsTable participants={participants} />}
      </Stack>
    </Card>
  );
}
