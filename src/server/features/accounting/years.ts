import { and, count, desc, eq, isNull, max, min, ne, sql } from 'drizzle-orm';
import { YEAR_LOCKED, YEAR_NOT_FOUND } from '../../../domain/accounting.ts';
import { canDeleteYear, canWriteInYear } from '../../../domain/accounting-permissions.ts';
import type { Year, YearInput } from '../../../domain/accounting-schemas.ts';
import {
  defaultYearLabel,
  ENTRIES_OUTSIDE_YEAR,
  TWO_OPEN_YEARS,
  YEAR_HAS_ENTRIES,
  yearOverlapMessage,
} from '../../../domain/accounting-years.ts';
import type { IdParams } from '../../../domain/ids.ts';
import type { AppContext } from '../../app-context.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accountingEntries, accountingYears, users } from '../../db/schema.ts';
import { conflict, invalidFields, notFound } from '../../http/errors.ts';
import {
  type Administrator,
  changedFields,
  recordAudit,
  recordChanges,
  removedFields,
} from '../audit/record.ts';
import { installChart } from './chart.ts';
import { postPendingSources } from './posting/catch-up.ts';
import { nextPieceIn, type YearRow } from './year-locks.ts';

const entryCount =
  sql<number>`(select count(*) from ${accountingEntries} where ${accountingEntries.year_id} = ${accountingYears.id})`.mapWith(
    Number,
  );

/** The years with who closed them and how many entries each holds, latest first. */
function selectYears(db: DbOrTx) {
  return db
    .select({
      year: accountingYears,
      closer: { prenom: users.prenom, nom: users.nom },
      entry_count: entryCount,
    })
    .from(accountingYears)
    .leftJoin(users, eq(users.id, accountingYears.closed_by))
    .orderBy(desc(accountingYears.start_date));
}

type SelectedYear = Awaited<ReturnType<typeof selectYears>>[number];

const present = ({ year, closer, entry_count }: SelectedYear): Year => ({
  id: year.id,
  label: year.label,
  start_date: year.start_date,
  end_date: year.end_date,
  closed_at: year.closed_at?.toISOString() ?? null,
  closed_by: closer ? `${closer.prenom} ${closer.nom}` : null,
  result_cents: year.result_cents,
  entry_count,
});

/** Every year, latest first: one a year, a list that never grows long. */
export async function listYears({ db }: Pick<AppContext, 'db'>): Promise<Year[]> {
  return (await selectYears(db)).map(present);
}

export async function readYear(db: DbOrTx, id: string): Promise<Year> {
  const [found] = await selectYears(db).where(eq(accountingYears.id, id));
  if (!found) throw notFound(YEAR_NOT_FOUND);
  return present(found);
}

/** The journal's words for a year. */
const audited = (year: Pick<YearRow, 'label' | 'start_date' | 'end_date'>) => ({
  libelle: year.label,
  date_debut: year.start_date,
  date_fin: year.end_date,
});
const yearTarget = (year: Pick<YearRow, 'id' | 'label'>) => ({
  type: 'accounting_year',
  id: year.id,
  label: `Exercice ${year.label}`,
});

/** Years are created, moved, closed and deleted one at a time, whatever the process. */
export const lockYearsTable = (tx: DbOrTx) =>
  tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.accountingYears})`);

/** No two years share a day (the database's exclusion constraint says it too, less kindly). */
async function refuseOverlap(tx: DbOrTx, input: YearInput, except?: string) {
  const [overlapping] = await tx
    .select({ label: accountingYears.label })
    .from(accountingYears)
    .where(
      and(
        sql`daterange(${accountingYears.start_date}, ${accountingYears.end_date}, '[]') && daterange(${input.start_date}::date, ${input.end_date}::date, '[]')`,
        except ? ne(accountingYears.id, except) : undefined,
      ),
    )
    .limit(1);
  if (overlapping)
    throw invalidFields([{ path: 'start_date', message: yearOverlapMessage(overlapping.label) }]);
}

/**
 * A new year, open, in the caller's transaction. The chart of accounts comes with the first one.
 * Two open years at most: the new one and the last, while the last is being closed.
 */
export async function openYear(tx: DbOrTx, input: YearInput, actor: Administrator): Promise<string> {
  await lockYearsTable(tx);
  await installChart(tx);
  const [open] = await tx
    .select({ total: count() })
    .from(accountingYears)
    .where(isNull(accountingYears.closed_at));
  if ((open?.total ?? 0) >= 2) throw conflict(TWO_OPEN_YEARS, 'YEARS_OPEN');
  await refuseOverlap(tx, input);
  const [row] = await tx
    .insert(accountingYears)
    .values({
      label: input.label ?? defaultYearLabel(input),
      start_date: input.start_date,
      end_date: input.end_date,
    })
    .returning();
  if (!row) throw new Error('year not created');
  await recordAudit(tx, actor, {
    action: 'accounting.year-create',
    target: yearTarget(row),
    changes: changedFields({}, audited(row)),
  });
  await postPendingSources(tx, row);
  return row.id;
}

export async function createYear(
  ctx: Pick<AppContext, 'db'>,
  input: YearInput,
  actor: Administrator,
): Promise<Year> {
  const id = await ctx.db.transaction((tx) => openYear(tx, input, actor));
  return readYear(ctx.db, id);
}

async function lockOpenYear(tx: DbOrTx, id: string): Promise<YearRow> {
  const [year] = await tx.select().from(accountingYears).where(eq(accountingYears.id, id)).for('update');
  if (!year) throw notFound(YEAR_NOT_FOUND);
  if (!canWriteInYear(year)) throw conflict(YEAR_LOCKED, 'YEAR_CLOSED');
  return year;
}

/** An open year's name or dates; its entries must stay within them. */
export async function updateYear(
  ctx: AppContext,
  { id, ...input }: IdParams & YearInput,
  actor: Administrator,
): Promise<Year> {
  await ctx.db.transaction(async (tx) => {
    await lockYearsTable(tx);
    const before = await lockOpenYear(tx, id);
    await refuseOverlap(tx, input, id);
    const [span] = await tx
      .select({ first: min(accountingEntries.date), last: max(accountingEntries.date) })
      .from(accountingEntries)
      .where(eq(accountingEntries.year_id, id));
    if ((span?.first && span.first < input.start_date) || (span?.last && span.last > input.end_date))
      throw invalidFields([
        { path: 'start_date', message: ENTRIES_OUTSIDE_YEAR },
        { path: 'end_date', message: ENTRIES_OUTSIDE_YEAR },
      ]);
    const [after] = await tx
      .update(accountingYears)
      .set({
        label: input.label ?? defaultYearLabel(input),
        start_date: input.start_date,
        end_date: input.end_date,
      })
      .where(eq(accountingYears.id, id))
      .returning();
    if (!after) throw notFound(YEAR_NOT_FOUND);
    await recordChanges(tx, actor, {
      action: 'accounting.year-update',
      target: yearTarget(after),
      before: audited(before),
      after: audited(after),
    });
    await postPendingSources(tx, after);
  });
  return readYear(ctx.db, id);
}

/** An open year without entries, typed by mistake. */
export async function deleteYear(ctx: AppContext, { id }: IdParams, actor: Administrator): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockYearsTable(tx);
    const year = await lockOpenYear(tx, id);
    const [entries] = await tx
      .select({ total: count() })
      .from(accountingEntries)
      .where(eq(accountingEntries.year_id, id));
    if (!canDeleteYear({ ...year, entry_count: entries?.total ?? 0 })) throw conflict(YEAR_HAS_ENTRIES);
    await tx.delete(accountingYears).where(eq(accountingYears.id, id));
    await recordAudit(tx, actor, {
      action: 'accounting.year-delete',
      target: yearTarget(year),
      changes: removedFields(audited(year)),
    });
  });
}

/**
 * The number the next entry of the year will get, for the form to propose: the entry takes it
 * (or the next one free) only when it is saved, under the year's lock.
 */
export async function getNextPiece(
  ctx: Pick<AppContext, 'db'>,
  { id }: IdParams,
): Promise<{ piece_number: number }> {
  const [year] = await ctx.db
    .select({ id: accountingYears.id })
    .from(accountingYears)
    .where(eq(accountingYears.id, id));
  if (!year) throw notFound(YEAR_NOT_FOUND);
  return { piece_number: await nextPieceIn(ctx.db, id) };
}
