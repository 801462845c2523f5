import { Badge, Group, Stack, Text } from '@mantine/core';
import type { CurrentAssembly } from '../../../../domain/assemblies-schemas.ts';
import { roundLabel } from '../../../../domain/assembly-counting.ts';
import { MAJORITY_RULE_LABELS, RESOLUTION_STATUS_LABELS } from '../../../../domain/assembly-resolutions.ts';
import type { MemberResolution } from '../../../../domain/assembly-resolutions-schemas.ts';
import { BallotForm } from './BallotForm.tsx';
import type { useBallot } from './useBallot.ts';

type ResolutionBallotsProps = {
  agId: string;
  resolution: MemberResolution;
  represented: CurrentAssembly['rights']['represented'];
  ballots: ReturnType<typeof useBallot>;
};

const STATUS_COLORS = { en_attente: 'gray', ouverte: 'teal', close: 'dark' } as const;

/** A resolution, its text and rule, then a ballot for the member and one per proxy they hold. */
export function ResolutionBallots({ agId, resolution, represented, ballots }: ResolutionBallotsProps) {
  return (
    <Stack gap="xs" component="article" aria-label={resolution.title}>
      <Group gap="xs">
        <Badge color={STATUS_COLORS[resolution.status]} variant="light">
          {RESOLUTION_STATUS_LABELS[resolution.status]}
        </Badge>
        {resolution.round > 1 && (
          <Badge color="orange" variant="outline">
            {roundLabel(resolution.round)}
          </Badge>
        )}
        {resolution.secret && <Badge variant="outline">Vote secret</Badge>}
        <Text size="xs" c="dimmed">
          {MAJORITY_RULE_LABELS[resolution.majority]}
        </Text>
      </Group>
      {resolution.body && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {resolution.body}
        </Text>
      )}
      {resolution.status === 'en_attente' && (
        <Text size="sm" c="dimmed">
          {resolution.title} — le vote n'est pas encore ouvert.
        </Text>
      )}
      {resolution.status !== 'en_attente' &&
        resolution.ballots.map((ballot) => {
          const proxy = represented.find((member) => member.id === ballot.user_id);
          const onBehalfOf = proxy ? proxy.id : null;
          return (
            <BallotForm
              key={ballot.user_id}
              resolution={resolution}
              ballot={ballot}
              label={
                proxy
                  ? `Voter aussi pour ${proxy.prenom} ${proxy.nom} — ${resolution.title}`
                  : resolution.title
              }
              isSaving={ballots.saving === `${resolution.id}:${onBehalfOf ?? ''}`}
              onCast={(input) =>
                ballots.cast({
                  agId,
                  resolutionId: resolution.id,
                  input: { ...input, on_behalf_of: onBehalfOf },
                })
              }
            />
          );
        })}
    </Stack>
  );
}
