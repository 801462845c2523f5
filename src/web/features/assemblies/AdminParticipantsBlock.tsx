import { Card, Group, Stack, Title } from '@mantine/core';
import { ExportButtons } from './ExportButtons.tsx';
import { ParticipantsList } from './ParticipantsList.tsx';
import type { useAssemblyFiles } from './useAssemblyFiles.ts';

type AdminParticipantsBlockProps = { agId: string; files: ReturnType<typeof useAssemblyFiles> };

export function AdminParticipantsBlock({ agId, files }: AdminParticipantsBlockProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Participants">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            Participants
          </Title>
          <ExportButtons agId={agId} onExport={files.exportCsv} exporting={files.exporting} />
        </Group>
        <ParticipantsList agId={agId} />
      </Stack>
    </Card>
  );
}
