import { and, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions } from '../../db/schema.ts';

/**
 * A membership that counts a person as a member: paid and accepted (active, or expired since).
 * A pending one waits for its payment or its validation, and is no membership yet.
 */
export const isAccepted = inArray(adhesions.statut, ['active', 'expired']);

/** The months shown: from `start`, the first day of the first one, to `end`, the day after the last. */
export type StatisticsWindow = { start: string; end: string };

/** What the memberships change in a month (a 'YYYY-MM'): see `listMembershipMonths`. */
export type MembershipMonth = { month: string; change: number; new_members: number; renewals: number };

/** The rows of a raw statement; node-postgres answers `{ rows }`. */
async function rowsOf<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * One pass over the accepted memberships that touch the window, each member's in order:
 * - a membership runs from date_debut to the day before date_fin (the renewal starts on
 *   date_fin), so it covers the months from its start's to its last day's. A member counts
 *   once a month: a membership adds only the months that the member's earlier ones did not
 *   cover (`covered_until`), writing +1 on the first and -1 after the last. The running sum
 *   of these changes, which the caller makes, is each month's number of active members;
 * - a membership started in the window is a renewal when the member has an earlier one, else
 *   a new member. Only a member's first membership in the window needs a look further back
 *   (on the user index), for one that ended before the window.
 * The work grows with the memberships of the window, never with months times members.
 */
export function listMembershipMonths(db: DbOrTx, { start, end }: StatisticsWindow) {
  const lastMonth = sql`(${end}::date - interval '1 month')::date`;
  return rowsOf<MembershipMonth>(
    db,
    sql`
    with window_memberships as materialized (
      select ${adhesions.id} as id, ${adhesions.user_id} as user_id, ${adhesions.date_debut} as date_debut,
        date_trunc('month', ${adhesions.date_debut})::date as first_month,
        date_trunc('month', ${adhesions.date_fin} - 1)::date as last_month,
        row_number() over member_order as rank,
        max(date_trunc('month', ${adhesions.date_fin} - 1)::date)
          over (member_order rows between unbounded preceding and 1 preceding) as covered_until
      from ${adhesions}
      where ${and(isAccepted, lt(adhesions.date_debut, end), gt(adhesions.date_fin, start))}
      window member_order as (partition by ${adhesions.user_id} order by ${adhesions.date_debut}, ${adhesions.id})
    ),
    added_months as (
      select greatest(first_month, (covered_until + interval '1 month')::date, ${start}::date) as from_month,
        least(last_month, ${lastMonth}) as to_month
      from window_memberships
    ),
    starts as (
      select first_month,
        case when rank > 1 then 1
             when exists (
               select 1 from ${adhesions} as earlier
               where earlier.user_id = m.user_id and earlier.statut in ('active', 'expired')
                 and (earlier.date_debut, earlier.id) < (m.date_debut, m.id)) then 1
             else 0 end as is_renewal
      from window_memberships as m
      where m.date_debut >= ${start}::date
    ),
    changes as (
      select from_month as month, 1 as change, 0 as is_new, 0 as is_renewal
        from added_months where from_month <= to_month
      union all
      select (to_month + interval '1 month')::date, -1, 0, 0
        from added_months where from_month <= to_month
      union all
      select first_month, 0, 1 - is_renewal, is_renewal from starts
    )
    select to_char(month, 'YYYY-MM') as month, sum(change)::int as change,
      sum(is_new)::int as new_members, sum(is_renewal)::int as renewals
    from changes
    group by month
    order by month`,
  );
}
