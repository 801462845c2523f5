import { Card, Divider, Group, Stack, Title } from '@mantine/core';
import type { AdminAssembly, AgDocument } from '../../../domain/assemblies.ts';
import { DeleteButton, EditButton } from '../../lib/ActionButtons.tsx';
import { formatDate } from '../../lib/format.ts';
import { AdminComments } from './AdminComments.tsx';
import { AssemblyDocuments } from './AssemblyDocuments.tsx';
import { AssemblyInfo } from './AssemblyInfo.tsx';
import { DocumentUploadForm } from './DocumentUploadForm.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { ParticipantsTable } from './ParticipantsTable.tsx';
import { TallyTable } from './TallyTable.tsx';
import type { useAssemblyFiles } from './useAssemblyFiles.ts';
import type { Banner } from './useBanner.ts';
import { useDocumentUpload } from './useDocumentUpload.ts';

type AssemblyAdminCardProps = {
  assembly: AdminAssembly;
  banner: Banner;
  files: ReturnType<typeof useAssemblyFiles>;
  onEdit: () => void;
  onDelete: () => void;
  onDeleteDocument: (document: AgDocument) => void;
  onSetCommentHidden: (commentId: string, modere: boolean) => void;
  onChanged: () => Promise<unknown>;
};

export function AssemblyAdminCard({ assembly, banner, files, ...handlers }: AssemblyAdminCardProps) {
  const upload = useDocumentUpload(assembly.id, banner, handlers.onChanged);
  return (
    <Card
      component="article"
      aria-label={`AG du ${formatDate(assembly.date)}`}
      withBorder
      radius="md"
      padding="lg"
    >
      <Stack gap="md">
        <AssemblyInfo
          assembly={assembly}
          actions={
            <Group gap="xs">
              <EditButton onClick={handlers.onEdit} variant="default" />
              <DeleteButton onClick={handlers.onDelete} />
            </Group>
          }
        />
        <Divider />
        <Title order={4}>Documents</Title>
        <AssemblyDocuments
          documents={assembly.documents}
          onOpen={files.openDocument}
          onDelete={handlers.onDeleteDocument}
        />
        <DocumentUploadForm upload={upload} />
        <Divider />
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>Participants</Title>
          <ExportButtons agId={assembly.id} onExport={files.exportCsv} exporting={files.exporting} />
        </Group>
        <ParticipantsTable participants={assembly.participants} />
        <Title order={4}>Résultats</Title>
        <TallyTable tally={assembly.tally} />
        <Divider />
        <Title order={4}>Commentaires</Title>
        <AdminComments comments={assembly.comments} onSetHidden={handlers.onSetCommentHidden} />
      </Stack>
    </Card>
  );
}
