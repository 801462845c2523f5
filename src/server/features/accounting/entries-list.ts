import { and, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import { YEAR_NOT_FOUND } from '../../../domain/accounting.ts';
import type { EntryListQuery, EntryPage } from '../../../domain/accounting-entry-schemas.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import { accountingEntries, accountingLines, accountingYears } from '../../db/schema.ts';
import { matchesEveryWord, searchedWords } from '../../db/text-search.ts';
import { notFound } from '../../http/errors.ts';
import { presentEntries, selectEntries } from './entry-view.ts';

/** A year's entries, newest first; the piece breaks ties within a day (entries_year_date_idx). */
export const entriesList = defineList({
  name: 'accounting_entries',
  rows: (db, filter, window) =>
    selectEntries(db)
      .where(filter)
      .orderBy(desc(accountingEntries.date), desc(accountingEntries.piece_number))
      .limit(window.limit)
      .offset(window.offset),
  table: accountingEntries,
});

/** The entries with a line on this account, or on this project, in the year. */
const withLines = (db: DbOrTx, yearId: string, condition: SQL) =>
  inArray(
    accountingEntries.id,
    db
      .select({ id: accountingLines.entry_id })
      .from(accountingLines)
      .where(and(eq(accountingLines.year_id, yearId), condition)),
  );

/** Words of the label (accents aside, accounting_entries_search_trgm_idx), or a piece number. */
function matchesSearch(search: string): SQL | undefined {
  const words = matchesEveryWord(searchedWords(accountingEntries.label), search);
  return /^\d{1,8}$/.test(search) ? or(eq(accountingEntries.piece_number, Number(search)), words) : words;
}

/** The visitor's filters over the year's entries. */
function entryFilter(db: DbOrTx, yearId: string, query: Omit<EntryListQuery, 'page' | 'pageSize'>) {
  return and(
    matchesSearch(query.search),
    query.kind ? eq(accountingEntries.kind, query.kind) : undefined,
    query.account_id ? withLines(db, yearId, eq(accountingLines.account_id, query.account_id)) : undefined,
    query.project_id ? withLines(db, yearId, eq(accountingLines.project_id, query.project_id)) : undefined,
    query.from ? gte(accountingEntries.date, query.from) : undefined,
    query.to ? lte(accountingEntries.date, query.to) : undefined,
  );
}

/**
 * One page of a year's entries with their lines, newest first, searched and filtered. A year of
 * many thousand entries is counted so far, then estimated (`defineList`, bounded total).
 */
export async function listEntries(
  { db }: Pick<AppContext, 'db'>,
  { id, page, pageSize, ...query }: IdParams & EntryListQuery,
): Promise<EntryPage> {
  const [year] = await db
    .select({ id: accountingYears.id })
    .from(accountingYears)
    .where(eq(accountingYears.id, id));
  if (!year) throw notFound(YEAR_NOT_FOUND);
  const { rows, ...total } = await entriesList.page(db, {
    base: eq(accountingEntries.year_id, id),
    filter: entryFilter(db, id, query),
    page: { page, pageSize },
  });
  return { items: await presentEntries(db, rows), ...total, page, pageSize };
}
