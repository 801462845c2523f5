import { Alert, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { Info } from 'lucide-react';
import { Fragment } from 'react';
import type { CurrentAssembly } from '../../../domain/assemblies-schemas.ts';
import { ResolutionBallots } from './voting/ResolutionBallots.tsx';
import { useBallot } from './voting/useBallot.ts';

/**
 * The votes of the AG being held: each resolution with a ballot for the member, and one per
 * member whose proxy they hold (« Voter aussi pour … »).
 */
export function VotesBlock({ assembly }: { assembly: CurrentAssembly }) {
  const ballots = useBallot();
  const { rights, resolutions } = assembly;
  const votesFor = rights.represented.filter((member) => member.has_vote);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Votes">
      <Stack gap="lg">
        <Title order={3} size="h4">
          Votes
        </Title>
        {rights.gave_proxy_to && (
          <Alert color="blue" icon={<Info size={18} />}>
            Vous avez donné procuration : votre mandataire vote pour vous.
          </Alert>
        )}
        {!rights.has_vote && !rights.gave_proxy_to && (
          <Alert color="yellow" icon={<Info size={18} />}>
            Vous n'avez pas de voix à cette assemblée.
          </Alert>
        )}
        {votesFor.length > 0 && (
          <Text size="sm">
            Vous votez aussi pour : {votesFor.map((member) => `${member.prenom} ${member.nom}`).join(', ')}.
          </Text>
        )}
        {resolutions.map((resolution, index) => (
          <Fragment key={resolution.id}>
            {index > 0 && <Divider />}
            <ResolutionBallots
              agId={assembly.id}
              resolution={resolution}
              represented={rights.represented}
              ballots={ballots}
            />
          </Fragment>
        ))}
      </Stack>
    </Card>
  );
}
