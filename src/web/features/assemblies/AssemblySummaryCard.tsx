import { Card, Stack, Title } from '@mantine/core';
import type { CurrentAssembly } from '../../../domain/assemblies-schemas.ts';
import { AssemblyDocuments } from './AssemblyDocuments.tsx';
import { AssemblyInfo } from './AssemblyInfo.tsx';

type AssemblySummaryCardProps = { assembly: CurrentAssembly; onOpenDocument: (documentId: string) => void };

/** What the member page shows of one AG: its information, agenda and documents. */
export function AssemblySummaryCard({ assembly, onOpenDocument }: AssemblySummaryCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <AssemblyInfo assembly={assembly} />
        <Title order={3} size="h4">
          Documents
        </Title>
        <AssemblyDocuments documents={assembly.documents} onOpen={onOpenDocument} />
      </Stack>
    </Card>
  );
}
