import { and, fillPlaceholders, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PageQuery } from '../../domain/paging.ts';
import type { DbOrTx } from './client.ts';
import {
  listStatement,
  type PageWindow,
  type Placeholders,
  type Preparable,
  pageValues,
  pageWindow,
  preparedStatement,
  type Runnable,
} from './prepared.ts';
import { type ListTotal, listTotal } from './row-count.ts';

type RowsOf<Query extends Preparable> = Awaited<ReturnType<Query['execute']>>;

/** A query builder's SQL, which the bench's bare handler sends itself. */
type Written = { toSQL: () => { sql: string; params: unknown[] } };

type Rows<Query extends Preparable & Written> = {
  /** Prepared-statement names start with it: unique across the application. */
  name: string;
  /**
   * The page's rows: `filter` narrows them (undefined for the view a page opens on), `window`
   * gives the page's limit and offset, placeholders or numbers written into the SQL.
   */
  rows: (db: DbOrTx, filter: SQL | undefined, window: PageWindow) => Query;
  /**
   * The prepared pages' rows read by a mapper made for them (`StatementOptions`): only for a list
   * that measured the gain (decision 0005).
   */
  compiledRows?: boolean;
};

/** A small list (a few hundred rows at most): counted exactly, the count prepared while unfiltered. */
type ExactTotal = { count: (db: DbOrTx, filter: SQL | undefined) => Preparable & Written };

/**
 * A list that may grow with the members: counted up to a bound, then estimated or "more than"
 * (`countListTotal`). `base` is the rows every visitor's list is made of, counted like a table.
 */
type BoundedTotal = { table: PgTable; base?: SQL };

type PageRequest = {
  page: PageQuery;
  /** The visitor's search and filters. */
  filter?: SQL;
  /** Narrows the list for this request (one member's own loans); a bounded total counts it as a base. */
  base?: SQL;
  /** The values of the statements' other placeholders. */
  values?: Placeholders;
};

/** A paged list: its rows and total, the way every list runs them (see `listStatement`). */
export type List<Rows, Total> = {
  page: (db: DbOrTx, request: PageRequest) => Promise<{ rows: Rows } & Total>;
  /** The rows alone, when the total is known or not wanted (one row just written, read as listed). */
  rows: (db: DbOrTx, request: PageRequest) => Promise<Rows>;
  /**
   * The SQL `page` sends for this request, with its values (`prepared`: named, parsed once per
   * connection): the bench's bare handler runs it without the ORM, so that its yardstick follows
   * any change of the list. A bounded total is left out: past its bound it is remembered
   * (`countListTotal`) and the bare handler has no such memory.
   */
  statements: (db: DbOrTx, request: PageRequest) => BareStatement[];
};

export type BareStatement = { text: string; values: unknown[]; prepared: boolean };

function bare(query: Written, values: Placeholders, prepared: boolean): BareStatement {
  const { sql: text, params } = query.toSQL();
  return { text, values: fillPlaceholders(params, values), prepared };
}

/**
 * One way to write a paged list: its rows' query and how its total is counted. Whoever declares a
 * list gets the prepared statements (first page kept with its plan, other pages, searches built
 * each time) and the bounded totals without choosing among them, and the bench measures the
 * very SQL the list runs (`statements`).
 */
export function defineList<Query extends Preparable & Written>(
  definition: Rows<Query> & ExactTotal,
): List<RowsOf<Query>, { total: number }>;
export function defineList<Query extends Preparable & Written>(
  definition: Rows<Query> & BoundedTotal,
): List<RowsOf<Query>, ListTotal>;
export function defineList<Query extends Preparable & Written>(
  definition: Rows<Query> & (ExactTotal | BoundedTotal),
): List<RowsOf<Query>, { total: number } | ListTotal> {
  const rows = listStatement(`${definition.name}_page`, definition.rows, {
    compiledRows: definition.compiledRows,
  });
  const total = totalOf(definition);
  const rowsOf = (db: DbOrTx, { page, filter, base, values }: PageRequest) =>
    rows(db, and(base, filter), page).execute(values);
  return {
    rows: rowsOf,
    statements: (db, { page, filter, base, values = {} }) => {
      const where = and(base, filter);
      const rowsStatement = bare(
        definition.rows(db, where, pageWindow(where, page)),
        { ...values, ...pageValues(page) },
        !where,
      );
      if (!('count' in definition)) return [rowsStatement];
      return [bare(definition.count(db, where), values, !where), rowsStatement];
    },
    page: async (db, request) => {
      const [counted, found] = await Promise.all([total(db, request, request.values), rowsOf(db, request)]);
      return { rows: found, ...counted } as { rows: RowsOf<Query> } & ListTotal;
    },
  };
}

/**
 * A query written once: prepared while it has no `filter` (the count of a list as it opens),
 * built for each request with one (a search's plan depends on its words).
 */
function filterableStatement<Query extends Preparable>(
  name: string,
  build: (db: DbOrTx, filter: SQL | undefined) => Query,
): (db: DbOrTx, filter: SQL | undefined) => Runnable<Awaited<ReturnType<Query['execute']>>> {
  const unfiltered = preparedStatement(name, (db, statementName) =>
    build(db, undefined).prepare(statementName),
  );
  return (db, filter) =>
    (filter ? build(db, filter) : unfiltered(db)) as Runnable<Awaited<ReturnType<Query['execute']>>>;
}

type Total = (
  db: DbOrTx,
  condition: { base?: SQL; filter?: SQL },
  values: Placeholders | undefined,
) => Promise<{ total: number } | ListTotal>;

function totalOf(definition: { name: string } & (ExactTotal | BoundedTotal)): Total {
  if ('table' in definition) {
    const bounded = listTotal(definition.name, definition.table, definition.base);
    return (db, condition) => bounded(db, condition);
  }
  const exact = filterableStatement(`${definition.name}_total`, definition.count);
  return async (db, { base, filter }, values) => {
    const [counted] = (await exact(db, and(base, filter)).execute(values)) as { total: number }[];
    return { total: counted?.total ?? 0 };
  };
}
