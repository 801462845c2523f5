import { Table, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, type ReactNode, use } from 'react';
import classes from './ResponsiveTable.module.css';
import { RowCards } from './RowCards.tsx';
import type { ResponsiveTableProps } from './responsive-columns.ts';
import { NarrowScreenGuess } from './screenGuess.ts';
import { useIsHydrated } from './useIsHydrated.ts';

/**
 * A table from the `sm` breakpoint (768 px) up, a list of cards below it: on a phone no column
 * is cut off out of sight. Only one of the two is in the page, so that a text appears once.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  const theme = useMantineTheme();
  // Taking over the server's page, the server's guess, then the screen's own width; drawn in the
  // browser alone, read at once rather than after a first render, so that a phone never paints
  // the table.
  const isHydrated = useIsHydrated();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, !use(NarrowScreenGuess), {
    getInitialValueInEffect: !isHydrated,
  });
  return isWide ? <WideTable {...props} /> : <RowCards {...props} />;
}

/**
 * The rows are plain `tr` and `td` styled as Mantine's: a register page holds 25 rows of 7 cells,
 * and Mantine's resolution of each cell's props and styles was a large share of the time the page
 * takes to be drawn and taken over. Memoised, as the cards are: drawn again only when its rows
 * or columns change, not when the page learns it has been taken over (`useIsHydrated`), which
 * drew every row a second time.
 */
const WideTable = memo(function WideTable<Row>({
  rows,
  columns,
  rowKey,
  rowLabel,
  label,
  minWidth,
  tableProps,
}: ResponsiveTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={label} {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <tbody
          className={classes.body}
          data-striped={tableProps?.striped || undefined}
          data-hover={tableProps?.highlightOnHover || undefined}
        >
          {rows.map((row) => (
            <tr key={rowKey(row)} className={classes.row} aria-label={rowLabel?.(row)}>
              {columns.map((column) => (
                <td key={column.header} className={classes.cell}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Table.ScrollContainer>
  );
}) as <Row>(props: ResponsiveTableProps<Row>) => ReactNode;
