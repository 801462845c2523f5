import { Alert, Card, Stack, Title } from '@mantine/core';
import { Info } from 'lucide-react';
import { AG_MESSAGES } from '../../../domain/assemblies.ts';
import { canCastVote, canSetPresence } from '../../../domain/assembly-permissions.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { useSession } from '../../lib/useSession.ts';
import { AdminParticipantsBlock } from './AdminParticipantsBlock.tsx';
import { AssemblyDocuments } from './AssemblyDocuments.tsx';
import { AssemblyInfo } from './AssemblyInfo.tsx';
import { CommentsBlock } from './CommentsBlock.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { ParticipationBlock } from './ParticipationBlock.tsx';
import { PastAssemblies } from './PastAssemblies.tsx';
import { useAssemblyFiles } from './useAssemblyFiles.ts';
import { useCurrentAssembly } from './useCurrentAssembly.ts';
import { VotesBlock } from './VotesBlock.tsx';

export function AssemblyPage() {
  const { isAdmin } = useSession();
  const ag = useCurrentAssembly();
  const files = useAssemblyFiles(ag.banner);
  const { assembly } = ag;

  return (
    <Stack gap="lg">
      <PageTitle />
      <ErrorBanner banner={ag.banner} />
      <QueryState
        query={ag}
        isEmpty={!assembly}
        empty={
          <Alert color="yellow" icon={<Info size={18} />}>
            {AG_MESSAGES.none}
          </Alert>
        }
      >
        {assembly && (
          <>
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <AssemblyInfo assembly={assembly} />
                <Title order={3} size="h4">
                  Documents
                </Title>
                <AssemblyDocuments documents={assembly.documents} onOpen={files.openDocument} />
              </Stack>
            </Card>
            {isAdmin && <AdminParticipantsBlock agId={assembly.id} files={files} />}
            {canSetPresence(assembly) && (
              <ParticipationBlock
                present={assembly.my_presence?.present ?? false}
                proxyId={assembly.my_presence?.procuration_user_id ?? null}
                onPresentChange={ag.setPresent}
                onProxyChange={ag.setProxy}
                onAddToCalendar={() => files.addToCalendar(assembly.id)}
                isCalendarLoading={files.isCalendarLoading}
              />
            )}
            {canCastVote(assembly) && (
              <VotesBlock
                votes={assembly.my_votes}
                savingQuestion={ag.savingVoteQuestion}
                onVote={ag.castVote}
              />
            )}
            <CommentsBlock agId={assembly.id} onSend={ag.sendComment} isSending={ag.isSendingComment} />
          </>
        )}
      </QueryState>
      <PastAssemblies onOpenDocument={files.openDocument} />
    </Stack>
  );
}
