import { Text } from '@mantine/core';
import { VOTE_LABELS } from '../../../domain/assemblies.ts';
import type { Tally } from '../../../domain/assemblies-schemas.ts';
import { type ResponsiveColumn, ResponsiveTable } from '../../lib/ResponsiveTable.tsx';

type TallyRow = Tally['questions'][number];

const COLUMNS: ResponsiveColumn<TallyRow>[] = [
  { header: 'Question', phone: 'title', cell: (row) => row.question },
  { header: VOTE_LABELS.oui, cell: (row) => row.oui },
  { header: VOTE_LABELS.non, cell: (row) => row.non },
  { header: VOTE_LABELS.abstention, cell: (row) => row.abstention },
];

export function TallyTable({ tally }: { tally: Tally }) {
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
    </>
  );
}
