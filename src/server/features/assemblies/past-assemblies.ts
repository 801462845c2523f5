import { and, count, desc, eq } from 'drizzle-orm';
import type { PastAssembly } from '../../../domain/assemblies-schemas.ts';
import type { Page, PageQuery } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import { defineList } from '../../db/list.ts';
import { assembleesGenerales } from '../../db/schema.ts';
import { tallyAssembly } from './exports.ts';
import { findMinutesDocument } from './minutes.ts';
import { listDocuments, presentAssemblySummary } from './presenters.ts';
import { getAssemblyResults } from './results.ts';

const isFinished = eq(assembleesGenerales.status, 'terminee');

/** An AG a year or two: counted exactly. */
export const pastAssembliesList = defineList({
  name: 'past_assemblies',
  rows: (db, filter, window) =>
    db
      .select()
      .from(assembleesGenerales)
      .where(and(isFinished, filter))
      .orderBy(desc(assembleesGenerales.date), desc(assembleesGenerales.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (db, filter) =>
    db.select({ total: count() }).from(assembleesGenerales).where(and(isFinished, filter)),
});

/**
 * A page of the finished AGs, the latest first, each with its documents, its tally and its
 * results. Only a finished AG shows them: while one is held, its results are not known yet.
 */
export async function listPastAssemblies(
  ctx: AppContext,
  { page, pageSize }: PageQuery,
): Promise<Page<PastAssembly>> {
  const { db } = ctx;
  const { rows, total } = await pastAssembliesList.page(db, { page: { page, pageSize } });
  // A page holds at most PAST_ASSEMBLIES_PAGE_SIZE AGs: their details cost a bounded number of queries.
  const items = await Promise.all(
    rows.map(async (row) => {
      const figures = row.closing_figures ?? null;
      const [documents, tally, results, minutesDocumentId] = await Promise.all([
        listDocuments(db, row.id),
        tallyAssembly(db, row.id),
        getAssemblyResults(ctx, row),
        row.minutes_finalised_at ? findMinutesDocument(db, row.id) : null,
      ]);
      return {
        ...presentAssemblySummary(row),
        documents,
        tally,
        figures,
        results,
        minutes_document_id: minutesDocumentId,
      };
    }),
  );
  return { items, total, page, pageSize };
}
