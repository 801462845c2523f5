import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FileText } from 'lucide-react';
import type { PastAssembly } from '../../../domain/assemblies-schemas.ts';
import { assemblyHeading } from '../../../domain/assembly-kinds.ts';
import { AssemblyDocuments } from './AssemblyDocuments.tsx';
import { AssemblyInfo } from './AssemblyInfo.tsx';
import { TallyTable } from './TallyTable.tsx';

type PastAssemblyCardProps = { assembly: PastAssembly; onOpenDocument: (documentId: string) => void };

/** A finished AG as members look back on it: what it was, its documents, its results and its minutes. */
export function PastAssemblyCard({ assembly, onOpenDocument }: PastAssemblyCardProps) {
  return (
    <Card
      component="article"
      aria-label={assemblyHeading(assembly.kind, assembly.date)}
      withBorder
      radius="md"
      padding="lg"
    >
      <Stack gap="md">
        <AssemblyInfo assembly={assembly} />
        <Title order={3} size="h4">
          Documents
        </Title>
        <AssemblyDocuments documents={assembly.documents} onOpen={onOpenDocument} />
        <Title order={3} size="h4">
          Résultats
        </Title>
        {assembly.figures && (
          <Text size="sm">
            À la clôture : {assembly.figures.voters} membres ayant voix · {assembly.figures.present} présents
            · {assembly.figures.represented} représentés · quorum ({assembly.figures.quorum_required}){' '}
            {assembly.figures.quorum_reached ? 'atteint' : 'non atteint'}
          </Text>
        )}
        <TallyTable tally={assembly.tally} results={assembly.results} />
        {assembly.minutes_document_id && (
          <Group>
            <Button
              variant="light"
              leftSection={<FileText size={16} />}
              onClick={() => onOpenDocument(assembly.minutes_document_id ?? '')}
            >
              Lire le procès-verbal
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
