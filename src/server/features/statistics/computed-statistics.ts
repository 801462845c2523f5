import { and, asc, count, eq, gt, gte, lt, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { Cents } from '../../../domain/money.ts';
import {
  addMonths,
  ENDING_MEMBERS_SHOWN,
  type StoredMonthFigures,
  type YearStatistics,
} from '../../../domain/statistics.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions, donations, users } from '../../db/schema.ts';
import { isNotErased } from '../accounts/erased.ts';
import { isPaymentReceived } from '../ledger/payment-received.ts';
import { isAccepted, listMembershipMonths, type StatisticsWindow } from './membership-months.ts';
import { offerFiguresPerMonth } from './offer-statistics.ts';

/*
 * The dashboard's figures computed from the memberships themselves: what stored-statistics.ts
 * stores, and what the tests compare the stored figures with.
 */

/** Months are calendar months of the stored days, which are already Paris days. */
const firstDay = (month: string) => `${month}-01`;
const monthOf = (day: SQLWrapper) => sql<string>`to_char(${day}, 'YYYY-MM')`;

/** The ledger's payments of each month, per mode: the same rows as the ledger, grouped. */
function incomePerMonth(db: DbOrTx, { start, end }: StatisticsWindow) {
  const month = monthOf(adhesions.date_paiement);
  return db
    .select({
      month,
      mode_paiement: adhesions.mode_paiement,
      count: count(),
      montant_cents: sql<Cents>`sum(${adhesions.montant_cents})`.mapWith(Number),
    })
    .from(adhesions)
    .where(and(isPaymentReceived, gte(adhesions.date_paiement, start), lt(adhesions.date_paiement, end)))
    .groupBy(month, adhesions.mode_paiement)
    .orderBy(month, asc(adhesions.mode_paiement));
}

/** The gifts of each month, by their day. */
function donationsPerMonth(db: DbOrTx, { start, end }: StatisticsWindow) {
  const month = monthOf(donations.donated_on);
  return db
    .select({
      month,
      count: count(),
      amount_cents: sql<Cents>`sum(${donations.amount_cents})`.mapWith(Number),
    })
    .from(donations)
    .where(and(gte(donations.donated_on, start), lt(donations.donated_on, end)))
    .groupBy(month);
}

/** The member already holds an accepted membership started after this one. */
const isRenewed = sql`exists (
  select 1 from ${adhesions} as later
  where later.user_id = ${adhesions.user_id} and later.statut in ('active', 'expired')
    and later.date_debut > ${adhesions.date_debut})`;

/**
 * "Ending this month": computed inside the storing transaction, whose one connection runs one
 * query at a time. A membership ends in the month of its last day covered, the day before its
 * date_fin: a season whose date_fin is 1 September ends in August.
 */
export async function endingInMonth(db: DbOrTx, month: string): Promise<YearStatistics['ending']> {
  const endsThisMonth = and(
    isAccepted,
    gt(adhesions.date_fin, firstDay(month)),
    lte(adhesions.date_fin, firstDay(addMonths(month, 1))),
  );
  const [totals] = await db
    .select({
      count: count(),
      renewed: sql<number>`count(*) filter (where ${isRenewed})`.mapWith(Number),
    })
    .from(adhesions)
    .where(endsThisMonth);
  const members = await db
    .select({ user_id: users.id, prenom: users.prenom, nom: users.nom, date_fin: adhesions.date_fin })
    .from(adhesions)
    .innerJoin(users, eq(users.id, adhesions.user_id))
    .where(and(endsThisMonth, sql`not ${isRenewed}`, isNotErased))
    .orderBy(asc(adhesions.date_fin), asc(users.nom), asc(users.prenom))
    .limit(ENDING_MEMBERS_SHOWN);
  return { month, count: totals?.count ?? 0, renewed: totals?.renewed ?? 0, members };
}

/** The figures of the months `from` to `to` ('YYYY-MM', both included), from the memberships. */
export async function computeMonths(db: DbOrTx, from: string, to: string): Promise<StoredMonthFigures[]> {
  const window = { start: firstDay(from), end: firstDay(addMonths(to, 1)) };
  // One after the other: inside a transaction, both would queue on its one connection anyway.
  const membershipMonths = await listMembershipMonths(db, window);
  const income = await incomePerMonth(db, window);
  const offers = await offerFiguresPerMonth(db, window);
  const gifts = new Map(
    (await donationsPerMonth(db, window)).map(({ month, ...figures }) => [month, figures]),
  );
  const byMonth = new Map(membershipMonths.map((row) => [row.month, row]));
  const count = monthsBetween(from, to);
  // The window's first month counts every membership covering it (see listMembershipMonths).
  let activeMembers = 0;
  return Array.from({ length: count }, (_, index) => {
    const month = addMonths(from, index);
    const changes = byMonth.get(month);
    activeMembers += changes?.change ?? 0;
    return {
      month,
      active_members: activeMembers,
      new_members: changes?.new_members ?? 0,
      renewals: changes?.renewals ?? 0,
      income: income.filter((total) => total.month === month).map(({ month: _, ...total }) => total),
      offers: offers.filter((figures) => figures.month === month).map(({ month: _, ...figures }) => figures),
      donations: gifts.get(month) ?? { count: 0, amount_cents: 0 },
    };
  });
}

/** `from` and `to` included: 2026-01 to 2026-03 is 3 months. */
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5)) - Number(from.slice(5)) + 1;
