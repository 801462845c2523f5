import { Divider, Group, Stack, Title } from '@mantine/core';
import type { AgDocument } from '../../../domain/assemblies-schemas.ts';
import { QueryState } from '../../lib/QueryState.tsx';
import { AdminComments } from './AdminComments.tsx';
import { AssemblyDocuments } from './AssemblyDocuments.tsx';
import { DocumentUploadForm } from './DocumentUploadForm.tsx';
import { AssemblyDayPanel } from './day/AssemblyDayPanel.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { MinutesPanel } from './minutes/MinutesPanel.tsx';
import { SignInSheetButton } from './minutes/SignInSheetButton.tsx';
import { ParticipantsList } from './ParticipantsList.tsx';
import { ResolutionsPanel } from './resolutions/ResolutionsPanel.tsx';
import { TallyTable } from './TallyTable.tsx';
import { useAdminAssembly } from './useAdminAssembly.ts';
import type { useAssemblyFiles } from './useAssemblyFiles.ts';
import type { Banner } from './useBanner.ts';
import { useDocumentUpload } from './useDocumentUpload.ts';

type AssemblyAdminDetailProps = {
  agId: string;
  banner: Banner;
  files: ReturnType<typeof useAssemblyFiles>;
  onDeleteDocument: (document: AgDocument) => void;
  onSetCommentHidden: (commentId: string, modere: boolean) => void;
  onChanged: () => Promise<unknown>;
};

/** What an opened AG holds: documents and their upload, participants, resolutions, results, minutes and comments. */
export function AssemblyAdminDetail({ agId, banner, files, ...handlers }: AssemblyAdminDetailProps) {
  const query = useAdminAssembly(agId);
  const { assembly } = query;
  const upload = useDocumentUpload(agId, banner, handlers.onChanged);
  if (!assembly) return <QueryState query={query} compact />;
  return (
    <Stack gap="md">
      <Divider />
      <AssemblyDayPanel assembly={assembly} />
      <Divider />
      <Title order={3} size="h4">
        Documents
      </Title>
      <AssemblyDocuments
        documents={assembly.documents}
        onOpen={files.openDocument}
        onDelete={handlers.onDeleteDocument}
      />
      <DocumentUploadForm upload={upload} />
      <Divider />
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          Participants
        </Title>
        <Group gap="sm">
          <SignInSheetButton agId={agId} />
          <ExportButtons agId={agId} onExport={files.exportCsv} exporting={files.exporting} />
        </Group>
      </Group>
      <ParticipantsList agId={agId} />
      <Divider />
      <ResolutionsPanel agId={agId} agStatus={assembly.status} kindMajority={assembly.kind_majority} />
      <Title order={3} size="h4">
        Résultats
      </Title>
      <TallyTable tally={assembly.tally} results={assembly.results} />
      <Divider />
      <Title order={3} size="h4">
        Procès-verbal
      </Title>
      <MinutesPanel agId={agId} onFinalised={handlers.onChanged} />
      <Divider />
      <Title order={3} size="h4">
        Commentaires
      </Title>
      <AdminComments agId={agId} onSetHidden={handlers.onSetCommentHidden} />
    </Stack>
  );
}
