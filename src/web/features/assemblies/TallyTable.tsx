import { Table, Text } from '@mantine/core';
import { type Tally, VOTE_LABELS } from '../../../domain/assemblies.ts';

export function TallyTable({ tally }: { tally: Tally }) {
  return (
    <>
      <Text size="sm">
        Membres présents : {tally.present} · Procurations données : {tally.proxies}
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table withTableBorder aria-label="Résultats des votes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Question</Table.Th>
              <Table.Th>{VOTE_LABELS.oui}</Table.Th>
              <Table.Th>{VOTE_LABELS.non}</Table.Th>
              <Table.Th>{VOTE_LABELS.abstention}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tally.questions.map((row) => (
              <Table.Tr key={row.question}>
                <Table.Td>{row.question}</Table.Td>
                <Table.Td>{row.oui}</Table.Td>
                <Table.Td>{row.non}</Table.Td>
                <Table.Td>{row.abstention}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
