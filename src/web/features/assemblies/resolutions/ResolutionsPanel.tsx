import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AgStatus } from '../../../../domain/assemblies.ts';
import { roundLabel } from '../../../../domain/assembly-counting.ts';
import { canEditResolution, canRunVotes } from '../../../../domain/assembly-permissions.ts';
import {
  MAJORITY_RULE_LABELS,
  type MajorityRule,
  RESOLUTION_KIND_LABELS,
  RESOLUTION_STATUS_LABELS,
} from '../../../../domain/assembly-resolutions.ts';
import type { Resolution } from '../../../../domain/assembly-resolutions-schemas.ts';
import { openConfirmModal } from '../../../lib/confirmModalsHost.ts';
import { QueryState } from '../../../lib/QueryState.tsx';
import { useAdminAssembly } from '../useAdminAssembly.ts';
import { CountingActions } from './CountingActions.tsx';
import { ResolutionFormModal } from './ResolutionFormModal.tsx';
import { useResolutions } from './useResolutions.ts';

const STATUS_COLORS = { en_attente: 'gray', ouverte: 'teal', close: 'dark' } as const;

function describe(resolution: Resolution): string {
  const kind =
    resolution.kind === 'election'
      ? `Élection, ${resolution.seats} siège(s) parmi ${resolution.options.length} candidats`
      : resolution.kind === 'choix'
        ? `Choix entre ${resolution.options.join(', ')}`
        : RESOLUTION_KIND_LABELS.approbation;
  return `${kind} · ${MAJORITY_RULE_LABELS[resolution.majority]} · ${resolution.secret ? 'vote secret' : 'vote public'}`;
}

/**
 * The resolutions of an AG for the board: written and ordered before the AG (or added while it
 * is held, waiting for their vote), then each vote opened and closed, or all at once.
 */
type ResolutionsPanelProps = {
  agId: string;
  agStatus: AgStatus;
  /** The majority of the assembly's kind, which a new resolution starts with. */
  kindMajority: MajorityRule;
};

export function ResolutionsPanel({ agId, agStatus, kindMajority }: ResolutionsPanelProps) {
  const model = useResolutions(agId, kindMajority);
  const { resolutions } = model;
  const assembly = { status: agStatus };
  const isHeld = canRunVotes(assembly);
  const results = useAdminAssembly(agId).assembly?.results ?? [];

  const confirmDelete = (resolution: Resolution) =>
    openConfirmModal({
      title: 'Supprimer la résolution',
      children: <Text size="sm">« {resolution.title} » sera supprimée de l'assemblée.</Text>,
      labels: { confirm: 'Supprimer', cancel: 'Annuler' },
      confirmProps: { color: 'red' },
      onConfirm: () => model.remove(resolution),
    });

  return (
    <Stack gap="sm" component="section" aria-label="Résolutions">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          Résolutions
        </Title>
        <Group gap="xs">
          {isHeld && (
            <>
              <Button size="xs" variant="light" onClick={() => model.move('open')} loading={model.isMoving}>
                Ouvrir tous les votes
              </Button>
              <Button
                size="xs"
                variant="light"
                color="dark"
                onClick={() => model.move('close')}
                loading={model.isMoving}
              >
                Clore tous les votes
              </Button>
            </>
          )}
          {canEditResolution(assembly) && (
            <Button size="xs" leftSection={<Plus size={14} />} onClick={() => model.open(null)}>
              Ajouter une résolution
            </Button>
          )}
        </Group>
      </Group>
      <QueryState
        query={model}
        isEmpty={resolutions.length === 0}
        empty={<Text c="dimmed">Aucune résolution.</Text>}
        compact
      >
        {resolutions.map((resolution, index) => {
          const editable = canEditResolution(assembly, resolution);
          return (
            <Card
              key={resolution.id}
              withBorder
              padding="sm"
              component="article"
              aria-label={resolution.title}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text fw={600}>
                      {index + 1}. {resolution.title}
                    </Text>
                    <Badge color={STATUS_COLORS[resolution.status]} variant="light">
                      {RESOLUTION_STATUS_LABELS[resolution.status]}
                    </Badge>
                    {resolution.round > 1 && (
                      <Badge color="orange" variant="outline">
                        {roundLabel(resolution.round)}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {describe(resolution)}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  {isHeld && (
                    <CountingActions
                      agId={agId}
                      resolution={resolution}
                      result={results.find((result) => result.resolution_id === resolution.id)}
                      hasNextRound={resolutions.some(
                        (other) => other.previous_resolution_id === resolution.id,
                      )}
                    />
                  )}
                  {isHeld && resolution.status === 'en_attente' && (
                    <Button size="xs" variant="light" onClick={() => model.move('open', resolution.id)}>
                      Ouvrir le vote
                    </Button>
                  )}
                  {isHeld && resolution.status === 'ouverte' && (
                    <Button
                      size="xs"
                      variant="light"
                      color="dark"
                      onClick={() => model.move('close', resolution.id)}
                    >
                      Clore le vote
                    </Button>
                  )}
                  {agStatus !== 'terminee' && (
                    <>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Monter « ${resolution.title} »`}
                        disabled={index === 0 || model.isMoving}
                        onClick={() => model.shift(index, -1)}
                      >
                        <ArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Descendre « ${resolution.title} »`}
                        disabled={index === resolutions.length - 1 || model.isMoving}
                        onClick={() => model.shift(index, 1)}
                      >
                        <ArrowDown size={16} />
                      </ActionIcon>
                    </>
                  )}
                  {editable && (
                    <>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Modifier « ${resolution.title} »`}
                        onClick={() => model.open(resolution)}
                      >
                        <Pencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Supprimer « ${resolution.title} »`}
                        onClick={() => confirmDelete(resolution)}
                      >
                        <Trash2 size={16} />
                      </ActionIcon>
                    </>
                  )}
                </Group>
              </Group>
            </Card>
          );
        })}
      </QueryState>
      <ResolutionFormModal model={model} />
    </Stack>
  );
}
