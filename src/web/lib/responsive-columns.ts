import type { TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Where a column goes on a phone card: `title` heads the card, `main` is always shown, `more`
 * waits behind "Plus de détails", `actions` closes the card without a label.
 */
export type PhonePlace = 'title' | 'main' | 'more' | 'actions';

export type ResponsiveColumn<Row> = {
  /** The column's heading, and on a phone the label of its value. */
  header: string;
  cell: (row: Row) => ReactNode;
  phone?: PhonePlace;
};

export type ResponsiveTableProps<Row> = {
  rows: Row[];
  columns: ResponsiveColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Names each row, and each card on a phone, for screen readers (and the tests). */
  rowLabel?: (row: Row) => string;
  /** Names the table. */
  label?: string;
  /** Below this width the table scrolls inside its own box rather than squeezing its columns. */
  minWidth: number;
  tableProps?: Omit<TableProps, 'children'>;
};
