import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { VOTE_LABELS, VOTE_VALUES, type VoteValue } from '../../../../domain/assemblies.ts';
import type { MemberResolution } from '../../../../domain/assembly-resolutions-schemas.ts';
import { checkBallot } from '../../../../domain/assembly-resolutions-schemas.ts';
import { openConfirmModal } from '../../../lib/confirmModalsHost.ts';
import { useSyncedValue } from '../useSyncedValue.ts';

type Ballot = MemberResolution['ballots'][number];
type BallotFormProps = {
  resolution: MemberResolution;
  ballot: Ballot;
  /** The radio group's name: the resolution's title for one's own vote, « Voter aussi pour … » for a proxy. */
  label: string;
  isSaving: boolean;
  onCast: (ballot: { vote: VoteValue | null; choices: string[] }) => void;
};

/** What the server has kept: the member knows their vote counts. */
function RecordedBallot({
  resolution,
  ballot,
  isSaving,
}: Pick<BallotFormProps, 'resolution' | 'ballot' | 'isSaving'>) {
  if (isSaving)
    return (
      <Text size="sm" c="dimmed">
        Enregistrement…
      </Text>
    );
  if (!ballot.has_voted)
    return (
      <Text size="sm" c="dimmed">
        Pas encore de vote
      </Text>
    );
  const answer = ballot.vote ? VOTE_LABELS[ballot.vote] : ballot.choices.join(', ');
  return (
    <Group gap={6} c="teal.8">
      <CircleCheck size={16} aria-hidden />
      <Text size="sm" fw={500}>
        {resolution.secret ? 'A voté' : `Réponse enregistrée : ${answer}`}
      </Text>
    </Group>
  );
}

/**
 * One ballot. A public approval or choice is saved on each click, as the spec's page does; an
 * election, or any secret ballot, is sent with « Voter », a secret one after a confirmation since
 * it can no longer be changed.
 */
export function BallotForm({ resolution, ballot, label, isSaving, onCast }: BallotFormProps) {
  const [vote, setVote] = useSyncedValue<VoteValue | null>(ballot.vote);
  const [choices, setChoices] = useState<string[]>(ballot.choices);
  const isOpen = resolution.status === 'ouverte';
  const isFinal = resolution.secret && ballot.has_voted;
  const saveOnClick = !resolution.secret && resolution.kind !== 'election';
  const checked = checkBallot(resolution, { vote, choices });
  const disabled = !isOpen || isFinal || isSaving;

  const send = () => {
    if ('errors' in checked) return;
    if (!resolution.secret) return onCast(checked.ballot);
    openConfirmModal({
      title: 'Vote secret',
      children: <Text size="sm">Vote secret : il ne pourra plus être modifié.</Text>,
      labels: { confirm: 'Voter', cancel: 'Annuler' },
      onConfirm: () => onCast(checked.ballot),
    });
  };

  const inputs =
    resolution.kind === 'approbation' ? (
      <Radio.Group
        label={label}
        value={vote}
        onChange={(value) => {
          setVote(value as VoteValue);
          if (saveOnClick) onCast({ vote: value as VoteValue, choices: [] });
        }}
      >
        <Group mt="xs">
          {VOTE_VALUES.map((value) => (
            <Radio key={value} value={value} label={VOTE_LABELS[value]} disabled={disabled} />
          ))}
        </Group>
      </Radio.Group>
    ) : resolution.kind === 'choix' ? (
      <Radio.Group
        label={label}
        value={choices[0] ?? null}
        onChange={(value) => {
          setChoices([value]);
          if (saveOnClick) onCast({ vote: null, choices: [value] });
        }}
      >
        <Stack mt="xs" gap={6}>
          {resolution.options.map((option) => (
            <Radio key={option} value={option} label={option} disabled={disabled} />
          ))}
        </Stack>
      </Radio.Group>
    ) : (
      <Checkbox.Group
        label={label}
        description={`Jusqu'à ${resolution.seats ?? 1} candidat(s)`}
        value={choices}
        onChange={setChoices}
      >
        <Stack mt="xs" gap={6}>
          {resolution.options.map((option) => (
            <Checkbox
              key={option}
              value={option}
              label={option}
              disabled={disabled || (!choices.includes(option) && choices.length >= (resolution.seats ?? 1))}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );

  return (
    <Stack gap={6}>
      {!isFinal && inputs}
      {isFinal && (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      {isOpen && !saveOnClick && !isFinal && (
        <Group>
          <Button size="xs" onClick={send} disabled={'errors' in checked} loading={isSaving}>
            Voter
          </Button>
        </Group>
      )}
      <RecordedBallot resolution={resolution} ballot={ballot} isSaving={isSaving} />
    </Stack>
  );
}
