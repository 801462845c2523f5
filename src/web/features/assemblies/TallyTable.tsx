import { Text } from '@mantine/core';
import { VOTE_LABELS } from '../../../domain/assemblies.ts';
import type { Tally } from '../../../domain/assemblies-schemas.ts';
import { countingText, titleWithRound } from '../../../domain/assembly-counting.ts';
import { RESOLUTION_OUTCOME_LABELS, type ResolutionResult } from '../../../domain/assembly-resolutions.ts';
import { formatCountOf } from '../../lib/format.ts';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';

type TallyRow = Tally['questions'][number];

const COLUMNS: ResponsiveColumn<TallyRow>[] = [
  { header: 'Question', phone: 'title', cell: (row) => row.question },
  { header: VOTE_LABELS.oui, cell: (row) => row.oui },
  { header: VOTE_LABELS.non, cell: (row) => row.non },
  { header: VOTE_LABELS.abstention, cell: (row) => row.abstention },
];

/**
 * The counts, in words: Oui, Non and abstentions, or each option's or candidate's votes; while a
 * secret vote is open, the server tells only how many voted.
 */
function countsText(result: ResolutionResult): string {
  if (result.counts === null) return formatCountOf(result.votes_cast, 'votant');
  if (result.kind === 'approbation') {
    return `${VOTE_LABELS.oui} ${result.counts.oui} · ${VOTE_LABELS.non} ${result.counts.non} · ${VOTE_LABELS.abstention} ${result.counts.abstention}`;
  }
  return result.options.map(({ option, count }) => `${option} ${count}`).join(' · ');
}

/** The outcome once the vote is closed; an election names its elected and its ties. */
function outcomeText(result: ResolutionResult): string {
  if (result.status !== 'close') return 'Vote non clos';
  if (result.kind === 'election') {
    const elected = result.chosen.length > 0 ? `Élu(e)s : ${result.chosen.join(', ')}` : 'Aucun élu';
    return result.tied.length > 0
      ? `${elected} ; ex aequo pour le dernier siège, non élus : ${result.tied.join(', ')}`
      : elected;
  }
  const outcome = result.outcome ? RESOLUTION_OUTCOME_LABELS[result.outcome] : '';
  return result.kind === 'choix' && result.chosen.length > 0
    ? `${outcome} : ${result.chosen.join(', ')}`
    : outcome;
}

const RESULT_COLUMNS: ResponsiveColumn<ResolutionResult>[] = [
  {
    header: 'Résolution',
    phone: 'title',
    cell: (row) => `${row.position}. ${titleWithRound(row.title, row.round)}${row.secret ? ' (secret)' : ''}`,
  },
  { header: 'Votants', cell: (row) => row.votes_cast },
  { header: 'Comptage', cell: (row) => countingText(row) },
  { header: 'Décompte', cell: countsText },
  { header: 'Résultat', cell: outcomeText },
];

/** The spec's tally, then, when given, each resolution's counts and outcome by its rule. */
export function TallyTable({ tally, results }: { tally: Tally; results?: ResolutionResult[] }) {
  return (
    <>
      <Text size="sm">
        Membres présents : {tally.present} · Procurations données : {tally.proxies}
      </Text>
      <ResponsiveTable
        rows={tally.questions}
        columns={COLUMNS}
        rowKey={(row) => row.question}
        rowLabel={(row) => row.question}
        label="Résultats des votes"
        minWidth={520}
        tableProps={{ withTableBorder: true }}
      />
      {results && results.length > 0 && (
        <ResponsiveTable
          rows={results}
          columns={RESULT_COLUMNS}
          rowKey={(row) => row.resolution_id}
          rowLabel={(row) => row.title}
          label="Résultats par résolution"
          minWidth={640}
          tableProps={{ withTableBorder: true }}
        />
      )}
    </>
  );
}
