import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { centsToEuros } from '../../../domain/money.ts';
import type {
  MonthStatistics,
  OfferMonthFigures,
  StoredMonthFigures,
  YearStatistics,
} from '../../../domain/statistics.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { statisticsEnding, statisticsMonths } from '../../db/schema.ts';
import { computeMonths, endingInMonth } from './computed-statistics.ts';

type Ending = YearStatistics['ending'];

async function firstRow<Row>(db: DbOrTx, query: SQL): Promise<Row | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows[0];
}

function readStoredMonths(db: DbOrTx, months: string[]): Promise<StoredMonthFigures[]> {
  return db
    .select()
    .from(statisticsMonths)
    .where(
      and(gte(statisticsMonths.month, months[0] ?? ''), lte(statisticsMonths.month, months.at(-1) ?? '')),
    );
}

async function readStoredEnding(db: DbOrTx, month: string): Promise<Ending | undefined> {
  const [row] = await db.select().from(statisticsEnding).where(eq(statisticsEnding.month, month));
  return row;
}

/**
 * Computes what is missing, from the first missing month to the last, and stores it when no
 * other process is storing at the same moment (else this answer is computed and not kept). Under
 * the lock no write that would change these figures is in progress, and the next statement sees
 * every committed one: what is stored is exact until a trigger forgets it.
 */
function computeAndStore(
  db: Db,
  missing: string[],
  endingMonth: string,
  needsEnding: boolean,
): Promise<{ months: StoredMonthFigures[]; ending: Ending | undefined }> {
  return db.transaction(async (tx) => {
    const lock = await firstRow<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.statisticsStore}) as locked`,
    );
    const [first, last] = [missing[0], missing.at(-1)];
    const months = first && last ? await computeMonths(tx, first, last) : [];
    const ending = needsEnding ? await endingInMonth(tx, endingMonth) : undefined;
    if (lock?.locked) {
      if (months.length > 0) await tx.insert(statisticsMonths).values(months).onConflictDoNothing();
      if (ending) await tx.insert(statisticsEnding).values(ending).onConflictDoNothing();
    }
    return { months, ending };
  });
}

/** A stored month as the dashboard reads it, its amounts in euros. */
export const presentMonth = ({
  offers: _offers,
  income,
  donations,
  ...figures
}: StoredMonthFigures): MonthStatistics => ({
  ...figures,
  income: income.map(({ montant_cents, ...total }) => ({ ...total, montant: centsToEuros(montant_cents) })),
  donations: { count: donations.count, amount: centsToEuros(donations.amount_cents) },
});

/**
 * The figures of `months` (consecutive, oldest first), each month's offers' figures, and "ending"
 * of `endingMonth`: stored ones first.
 */
export async function readYearStatistics(
  db: Db,
  months: string[],
  endingMonth: string,
): Promise<{ months: MonthStatistics[]; offerMonths: OfferMonthFigures[][]; ending: Ending }> {
  const [stored, storedEnding] = await Promise.all([
    readStoredMonths(db, months),
    readStoredEnding(db, endingMonth),
  ]);
  const byMonth = new Map(stored.map((row) => [row.month, row]));
  const missing = months.filter((month) => !byMonth.has(month));
  let ending = storedEnding;
  if (missing.length > 0 || !ending) {
    const computed = await computeAndStore(db, missing, endingMonth, !ending);
    for (const row of computed.months) if (!byMonth.has(row.month)) byMonth.set(row.month, row);
    ending ??= computed.ending;
  }
  if (!ending) throw new Error(`statistiques : fin d'adhésion de ${endingMonth} non calculée`);
  const rows = months.map((month) => {
    const row = byMonth.get(month);
    if (!row) throw new Error(`statistiques : mois ${month} non calculé`);
    return row;
  });
  return { months: rows.map(presentMonth), offerMonths: rows.map((row) => row.offers), ending };
}
