import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { PastAssembly } from '../../../domain/assemblies-schemas.ts';
import { describeResult } from '../../../domain/assembly-minutes.ts';
import { RESOLUTION_OUTCOME_LABELS } from '../../../domain/assembly-resolutions.ts';

type Result = PastAssembly['results'][number];

function OutcomeBadge({ result }: { result: Result }) {
  if (result.kind === 'election') return null;
  if (!result.outcome) return <Badge color="gray">Vote non clos</Badge>;
  return (
    <Badge color={result.outcome === 'adoptee' ? 'teal' : 'red'}>
      {RESOLUTION_OUTCOME_LABELS[result.outcome]}
    </Badge>
  );
}

/** A finished AG's figures and each resolution's result, in the minutes' words (counts only). */
export function PastResolutionResults({ assembly }: { assembly: PastAssembly }) {
  const { figures, results } = assembly;
  return (
    <Stack gap="xs">
      {figures && (
        <Text size="sm">
          Membres ayant voix : {figures.voters} · Présents : {figures.present} · Représentés :{' '}
          {figures.represented} · Quorum ({figures.quorum_required}){' '}
          {figures.quorum_reached ? 'atteint' : 'non atteint'}
        </Text>
      )}
      {results.length === 0 ? (
        <Text c="dimmed">Aucune résolution</Text>
      ) : (
        <List spacing="xs" type="ordered" aria-label="Résolutions">
          {results.map((result) => (
            <List.Item key={result.resolution_id}>
              <Group gap="xs">
                <Text fw={600}>{result.title}</Text>
                <OutcomeBadge result={result} />
              </Group>
              {describeResult(result).map((line) => (
                <Text key={line} size="sm" c="dimmed">
                  {line}
                </Text>
              ))}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
