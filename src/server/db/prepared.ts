import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { type PageQuery, pageOffset } from '../../domain/paging.ts';
import type { DbOrTx } from './client.ts';
import { withCompiledRowMapper } from './row-mapper.ts';

/** The values of a statement's `sql.placeholder`s, by name. */
export type Placeholders = Record<string, unknown>;

export type Runnable<Result> = { execute: (values?: Placeholders) => Promise<Result> };
export type Preparable = Runnable<unknown> & { prepare: (name: string) => Runnable<unknown> };

export type StatementOptions = {
  /**
   * Rows read by a mapper made for the statement (`withCompiledRowMapper`) rather than by
   * Drizzle's. It writes into Drizzle's insides: only for a statement that measured at least 10 %
   * more throughput with it (decision 0005).
   */
  compiledRows?: boolean;
};

const declaredNames = new Set<string>();

/**
 * A statement Drizzle builds once per database and PostgreSQL parses once per connection (a named
 * statement): what changes from one call to the next is passed as `sql.placeholder` values. The
 * lists every page opens run this way; building their SQL each time cost more than running it.
 * A transaction's statement is built for it alone: it runs on the transaction's connection.
 */
export function preparedStatement<Statement>(
  name: string,
  prepare: (db: DbOrTx, name: string) => Statement,
  { compiledRows = false }: StatementOptions = {},
): (db: DbOrTx) => Statement {
  // PostgreSQL refuses a name already given to another statement on the same connection.
  if (declaredNames.has(name)) throw new Error(`two prepared statements are named ${name}`);
  declaredNames.add(name);
  const prepared = new WeakMap<DbOrTx, Statement>();
  const made = (db: DbOrTx) => {
    const statement = prepare(db, name);
    return compiledRows ? withCompiledRowMapper(statement) : statement;
  };
  return (db) => {
    if (db instanceof PgTransaction) return made(db);
    let statement = prepared.get(db);
    if (!statement) {
      statement = made(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

/** A page's rows, as a list's statement reads them: placeholders, or numbers written into its SQL. */
export type PageWindow = { limit: Placeholder; offset: Placeholder };

const PAGE_PLACEHOLDERS: PageWindow = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

/**
 * A count written into a prepared statement's SQL (Drizzle would send a number as a value: its
 * `limit` renders any object as SQL). PostgreSQL then keeps one plan for the statement, as good
 * as the one it would make for this count; with a value for a limit, it assumes a tenth of the
 * table and plans every run anew.
 */
export const writtenCount = (count: number) => sql.raw(String(count)) as unknown as Placeholder;

/** The first page, written into the SQL (`writtenCount`). */
const firstPageOf = (pageSize: number): PageWindow => ({
  limit: writtenCount(pageSize),
  offset: writtenCount(0),
});

/** The window `listStatement` gives a page's query: the first page unfiltered has its own. */
export const pageWindow = (filter: SQL | undefined, page: PageQuery): PageWindow =>
  !filter && page.page === 1 ? firstPageOf(page.pageSize) : PAGE_PLACEHOLDERS;

/** The values of `PAGE_PLACEHOLDERS`. */
export const pageValues = (page: PageQuery) => ({ limit: page.pageSize, offset: pageOffset(page) });

/**
 * A list's query, written once and run three ways. The view a page opens on, its first page
 * without search nor filter, is a statement of its own per page size, kept with its plan; the
 * other pages share one prepared statement, planned for each page; a search or a filter is built
 * for each request, since its plan depends on the words (a generic plan cannot use the index on
 * the start of a name). `execute` takes the values of the query's other placeholders.
 */
export function listStatement<Query extends Preparable>(
  name: string,
  build: (db: DbOrTx, filter: SQL | undefined, window: PageWindow) => Query,
  options: StatementOptions = {},
): (db: DbOrTx, filter: SQL | undefined, page: PageQuery) => Runnable<Awaited<ReturnType<Query['execute']>>> {
  const anyPage = preparedStatement(
    name,
    (db, statementName) => build(db, undefined, PAGE_PLACEHOLDERS).prepare(statementName),
    options,
  );
  const firstPages = new Map<number, (db: DbOrTx) => Runnable<unknown>>();
  const firstPage = (pageSize: number) => {
    let statement = firstPages.get(pageSize);
    if (!statement) {
      statement = preparedStatement(
        `${name}_first_${pageSize}`,
        (db, statementName) => build(db, undefined, firstPageOf(pageSize)).prepare(statementName),
        options,
      );
      firstPages.set(pageSize, statement);
    }
    return statement;
  };
  return (db, filter, page) => {
    const statement: Runnable<unknown> = filter
      ? build(db, filter, PAGE_PLACEHOLDERS)
      : page.page === 1
        ? firstPage(page.pageSize)(db)
        : anyPage(db);
    const window = pageValues(page);
    return {
      execute: (values = {}) =>
        statement.execute({ ...values, ...window }) as Promise<Awaited<ReturnType<Query['execute']>>>,
    };
  };
}
