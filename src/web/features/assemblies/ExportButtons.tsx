import { Button, Group } from '@mantine/core';
import { Download } from 'lucide-react';

type ExportKind = 'presences' | 'votes';
type ExportButtonsProps = {
  agId: string;
  onExport: (input: { agId: string; kind: ExportKind }) => void;
  exporting: { agId: string; kind: ExportKind } | undefined;
};

const LABELS: Record<ExportKind, string> = {
  presences: 'Exporter les présences',
  votes: 'Exporter les votes',
};

export function ExportButtons({ agId, onExport, exporting }: ExportButtonsProps) {
  return (
    <Group gap="sm">
      {(['presences', 'votes'] as const).map((kind) => (
        <Button
          key={kind}
          variant="default"
          leftSection={<Download size={16} />}
          loading={exporting?.agId === agId && exporting.kind === kind}
          onClick={() => onExport({ agId, kind })}
        >
          {LABELS[kind]}
        </Button>
      ))}
    </Group>
  );
}
