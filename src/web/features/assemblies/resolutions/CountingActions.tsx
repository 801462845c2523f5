import { Button, Text } from '@mantine/core';
import { canStartNextRound } from '../../../../domain/assembly-counting.ts';
import type { ResolutionResult } from '../../../../domain/assembly-resolutions.ts';
import type { Resolution } from '../../../../domain/assembly-resolutions-schemas.ts';
import { openConfirmModal } from '../../../lib/confirmModalsHost.ts';
import { HandCountModal } from './HandCountModal.tsx';
import { useCounting } from './useCounting.ts';

type CountingActionsProps = {
  agId: string;
  resolution: Resolution;
  result: ResolutionResult | undefined;
  hasNextRound: boolean;
};

/**
 * A held vote's counting in the room: « Vote à main levée » while a public vote is open, then
 * « Second tour » when the closed vote decided nothing (the server checks both again).
 */
export function CountingActions({ agId, resolution, result, hasNextRound }: CountingActionsProps) {
  const model = useCounting(agId, resolution, result?.hand ?? null);
  const canCountHands = resolution.status === 'ouverte' && !resolution.secret;
  const canRound = result !== undefined && !hasNextRound && canStartNextRound(result);

  const confirmNextRound = () =>
    openConfirmModal({
      title: 'Second tour',
      children: (
        <Text size="sm">
          Un nouveau vote sur « {resolution.title} » s'ouvre aux membres. Le premier tour garde ses votes et
          son résultat.
        </Text>
      ),
      labels: { confirm: 'Ouvrir le second tour', cancel: 'Annuler' },
      onConfirm: model.startNextRound,
    });

  return (
    <>
      {canCountHands && (
        <Button size="xs" variant="light" color="grape" onClick={model.open}>
          Vote à main levée
        </Button>
      )}
      {canRound && (
        <Button
          size="xs"
          variant="light"
          color="orange"
          onClick={confirmNextRound}
          loading={model.isStartingRound}
        >
          Second tour
        </Button>
      )}
      {canCountHands && <HandCountModal resolution={resolution} model={model} />}
    </>
  );
}
