import { Box, Button, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { PhonePlace, ResponsiveColumn, ResponsiveTableProps } from './ResponsiveTable.tsx';

/** Long words (an email address) break rather than push the card past the screen's edge. */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

const placed = <Row,>(columns: ResponsiveColumn<Row>[], place: PhonePlace) =>
  columns.filter((column) => (column.phone ?? 'main') === place);

type ValuesProps<Row> = { id?: string; columns: ResponsiveColumn<Row>[]; row: Row };

/** Side by side while they fit, each under its column's name; a long one takes its own line. */
function Values<Row>({ id, columns, row }: ValuesProps<Row>) {
  return (
    <Flex id={id} wrap="wrap" columnGap="lg" rowGap="xs">
      {columns.map((column) => (
        <Stack key={column.header} gap={2} maw="100%">
          <Text size="xs" c="dimmed">
            {column.header}
          </Text>
          <Box fz="sm" style={BREAK_ANYWHERE}>
            {column.cell(row)}
          </Box>
        </Stack>
      ))}
    </Flex>
  );
}

type RowCardProps<Row> = { row: Row; columns: ResponsiveColumn<Row>[]; label: string | undefined };

function RowCard<Row>({ row, columns, label }: RowCardProps<Row>) {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const more = placed(columns, 'more');
  const actions = placed(columns, 'actions');
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-label={label}>
      <Stack gap="xs">
        {placed(columns, 'title').map((column) => (
          <Box key={column.header} fw={600} style={BREAK_ANYWHERE}>
            {column.cell(row)}
          </Box>
        ))}
        <Values columns={placed(columns, 'main')} row={row} />
        {more.length > 0 && (
          <>
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              px={0}
              aria-expanded={isOpen}
              aria-controls={isOpen ? detailsId : undefined}
              rightSection={isOpen ? <ChevronUp size={14} /> : <ChevronDown size={14} />}
              onClick={() => setOpen((open) => !open)}
            >
              {isOpen ? 'Moins de détails' : 'Plus de détails'}
            </Button>
            {isOpen && <Values id={detailsId} columns={more} row={row} />}
          </>
        )}
        {actions.map((column) => (
          <Group key={column.header} gap="xs">
            {column.cell(row)}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** The phone's form of a table: one card per row, every value labelled by its column. */
export function RowCards<Row>({ rows, columns, rowKey, rowLabel }: ResponsiveTableProps<Row>) {
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <RowCard key={rowKey(row)} row={row} columns={columns} label={rowLabel?.(row)} />
      ))}
    </Stack>
  );
}
