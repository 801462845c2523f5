import { Button, Card, Table, Text } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';

// Months and amounts read on one line; a narrow card scrolls the table sideways instead.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export type ChartTableColumn<Row> = { label: string; value: (row: Row) => string };

type ChartCardProps<Row> = {
  title: string;
  /** What the chart shows, read by a screen reader in place of the drawing. */
  summary: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: ChartTableColumn<Row>[];
  children: ReactNode;
};

/**
 * A chart and the table of its figures, which "Voir le tableau" opens: the table is what a
 * screen reader, a keyboard or a treasurer copying a figure uses, the drawing says the same.
 */
export function ChartCard<Row>({ title, summary, rows, rowKey, columns, children }: ChartCardProps<Row>) {
  const [isTableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Text fw={600} component="h3" mb="sm">
        {title}
      </Text>
      <div role="img" aria-label={summary}>
        {children}
      </div>
      <Button
        variant="subtle"
        size="compact-sm"
        mt="xs"
        aria-expanded={isTableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {isTableShown ? 'Masquer le tableau' : 'Voir le tableau'}
      </Button>
      <div id={tableId} hidden={!isTableShown}>
        {/* A table wider than its card scrolls, by keyboard too: the box takes the focus. */}
        <Table.ScrollContainer
          type="native"
          minWidth={320}
          mt="sm"
          tabIndex={0}
          role="region"
          aria-label={`Tableau : ${title}`}
        >
          <Table verticalSpacing={4} striped style={NO_WRAP}>
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column, index) => (
                  <Table.Th key={column.label} ta={index === 0 ? 'left' : 'right'}>
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <Table.Th key={column.label} scope="row" fw={400}>
                        {column.value(row)}
                      </Table.Th>
                    ) : (
                      <Table.Td key={column.label} ta="right">
                        {column.value(row)}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>
    </Card>
  );
}
