import { Button } from '@mantine/core';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { memo, type ReactNode, useId, useState } from 'react';
import classes from './RowCards.module.css';
import type { PhonePlace, ResponsiveColumn, ResponsiveTableProps } from './responsive-columns.ts';
import text from './text.module.css';

const placed = <Row,>(columns: ResponsiveColumn<Row>[], place: PhonePlace) =>
  columns.filter((column) => (column.phone ?? 'main') === place);

type ValuesProps<Row> = { id?: string; columns: ResponsiveColumn<Row>[]; row: Row };

function Values<Row>({ id, columns, row }: ValuesProps<Row>) {
  return (
    <div id={id} className={classes.values}>
      {columns.map((column) => (
        <div key={column.header} className={classes.field}>
          <p className={`${text.xs} ${text.dimmed}`}>{column.header}</p>
          <div className={classes.value}>{column.cell(row)}</div>
        </div>
      ))}
    </div>
  );
}

type RowCardProps<Row> = { row: Row; columns: ResponsiveColumn<Row>[]; label: string | undefined };

function RowCard<Row>({ row, columns, label }: RowCardProps<Row>) {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const more = placed(columns, 'more');
  const actions = placed(columns, 'actions');
  return (
    <article className={classes.card} aria-label={label}>
      {placed(columns, 'title').map((column) => (
        <div key={column.header} className={classes.title}>
          {column.cell(row)}
        </div>
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
        <div key={column.header} className={classes.actions}>
          {column.cell(row)}
        </div>
      ))}
    </article>
  );
}

/**
 * The phone's form of a table: one card per row, every value labelled by its column. Plain
 * elements styled as Mantine's Paper, Stack and Text: a page of cards held about 300 of those
 * components, and their props and styles were resolved one by one when the page was drawn and
 * again when the browser took it over. Memoised: see the wide table's (`ResponsiveTable.tsx`).
 */
export const RowCards = memo(function RowCards<Row>({
  rows,
  columns,
  rowKey,
  rowLabel,
}: ResponsiveTableProps<Row>) {
  return (
    <div className={classes.list}>
      {rows.map((row) => (
        <RowCard key={rowKey(row)} row={row} columns={columns} label={rowLabel?.(row)} />
      ))}
    </div>
  );
}) as <Row>(props: ResponsiveTableProps<Row>) => ReactNode;
