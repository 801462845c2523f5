import { Alert, Stack } from '@mantine/core';
import { Info } from 'lucide-react';
import { AG_MESSAGES } from '../../../domain/assemblies.ts';
import type { CurrentAssembly } from '../../../domain/assemblies-schemas.ts';
import { canCastVote, canSetPresence } from '../../../domain/assembly-permissions.ts';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { useSession } from '../../lib/useSession.ts';
import { AdminParticipantsBlock } from './AdminParticipantsBlock.tsx';
import { AssemblySummaryCard } from './AssemblySummaryCard.tsx';
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
  const { assembly, upcoming } = ag;

  const participation = (shown: CurrentAssembly) => (
    <ParticipationBlock
      present={shown.my_presence?.present ?? false}
      proxyId={shown.my_presence?.procuration_user_id ?? null}
      proxyError={ag.proxyErrorFor(shown.id)}
      proxiesHeld={shown.rights.represented.map((member) => `${member.prenom} ${member.nom}`)}
      onPresentChange={(present) => ag.setPresent(shown, present)}
      onProxyChange={(proxyId) => ag.setProxy(shown, proxyId)}
      onAddToCalendar={() => files.addToCalendar(shown.id)}
      isCalendarLoading={files.isCalendarLoading}
    />
  );

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
            <AssemblySummaryCard assembly={assembly} onOpenDocument={files.openDocument} />
            {isAdmin && <AdminParticipantsBlock agId={assembly.id} files={files} />}
            {canSetPresence(assembly) && participation(assembly)}
            {canCastVote(assembly) && <VotesBlock assembly={assembly} />}
            <CommentsBlock agId={assembly.id} onSend={ag.sendComment} isSending={ag.isSendingComment} />
          </>
        )}
        {upcoming && (
          // While an AG is held, members still answer for the next one (see docs/regles/assemblee-generale.md).
          <Stack gap="lg" component="section" aria-label="Prochaine assemblée générale">
            <AssemblySummaryCard assembly={upcoming} onOpenDocument={files.openDocument} />
            {canSetPresence(upcoming) && participation(upcoming)}
          </Stack>
        )}
      </QueryState>
      <PastAssemblies onOpenDocument={files.openDocument} />
    </Stack>
  );
}
