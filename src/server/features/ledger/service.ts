import { type AnyColumn, and, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hasAttestation } from '../../../domain/attestations.ts';
import type { ChequeDetails } from '../../../domain/cheques.ts';
import type { LedgerFilters, LedgerKind, LedgerPage, LedgerPayment } from '../../../domain/ledger.ts';
import type { AdhesionStatus, AdhesionType, PaymentMode, RefundStatus } from '../../../domain/members.ts';
import { PAYMENT_MODES } from '../../../domain/members.ts';
import { type PageQuery, pageOffset } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  adhesions,
  donationReceipts,
  donations,
  donors,
  householdDependants,
  membershipOffers,
  users,
} from '../../db/schema.ts';
import { isPaymentReceived } from './payment-received.ts';

const wants = (filters: LedgerFilters, kind: LedgerKind) =>
  !filters.kind || filters.kind === 'all' || filters.kind === kind;

function membershipsFilter({ from, to, mode }: LedgerFilters): SQL | undefined {
  return and(
    isPaymentReceived,
    from ? gte(adhesions.date_paiement, from) : undefined,
    to ? lte(adhesions.date_paiement, to) : undefined,
    mode ? eq(adhesions.mode_paiement, mode) : undefined,
  );
}

/** A gift in kind is valued, not paid: only gifts in money are payments. */
function giftsFilter({ from, to, mode }: LedgerFilters): SQL | undefined {
  return and(
    eq(donations.nature, 'numeraire'),
    from ? gte(donations.donated_on, from) : undefined,
    to ? lte(donations.donated_on, to) : undefined,
    mode ? eq(donations.mode_paiement, mode) : undefined,
  );
}

const householdMember = alias(adhesions, 'household_member');

/** Newest first for a page, oldest first for the export. */
type Direction = 'desc' | 'asc';
const byDay = (day: SQL | AnyColumn, id: SQL | AnyColumn, direction: Direction) =>
  direction === 'desc' ? sql`${day} desc, ${id} desc` : sql`${day}, ${id}`;

/**
 * The keys of the first `count` lines the filters select (newest or oldest first), of one kind or
 * both; `after` keeps to those past a line read. The first lines of both kinds together are among
 * the first of each: each kind reads only those, in its day index, and the two are then merged.
 */
function paymentKeys(
  filters: LedgerFilters,
  { direction, count, after }: { direction: Direction; count: number; after?: SQL },
): SQL {
  const branches = [
    wants(filters, 'cotisation') &&
      sql`(select 'cotisation'::text as kind, ${adhesions.date_paiement} as day, ${adhesions.id} as id from ${adhesions}
        where ${and(membershipsFilter(filters), after && sql`(${adhesions.date_paiement}, ${adhesions.id}) > ${after}`)}
        order by ${byDay(adhesions.date_paiement, adhesions.id, direction)} limit ${count})`,
    wants(filters, 'don') &&
      sql`(select 'don'::text as kind, ${donations.donated_on} as day, ${donations.id} as id from ${donations}
        where ${and(giftsFilter(filters), after && sql`(${donations.donated_on}, ${donations.id}) > ${after}`)}
        order by ${byDay(donations.donated_on, donations.id, direction)} limit ${count})`,
  ].filter((branch): branch is SQL => branch !== false);
  return sql`select * from (${sql.join(branches, sql` union all `)}) as keys
    order by ${byDay(sql`day`, sql`id`, direction)} limit ${count}`;
}

/**
 * The lines of the keys picked (kind, day and id), read only for them: the page is chosen on
 * narrow rows, its 50 lines only are joined. One line a
 * payment: a household's members hold memberships at 0 € (not payments, so not listed), and their
 * payer's line counts them, with the people without an account it covers. A gift shows its donor and the number of its valid receipt; a cheque,
 * its number, bank and drawer.
 */
const linesOf = (picked: SQL, order: SQL) => sql`
  with picked as (${picked})
  select picked.kind, picked.day::text as day, picked.id,
    ${users.id} as user_id, ${users.prenom} as prenom, ${users.nom} as nom, ${users.email} as email,
    ${adhesions.type}::text as type, ${membershipOffers.name} as offer_name,
    1 + (select count(*) from ${adhesions} as ${householdMember} where ${householdMember.household_of} = ${adhesions.id})::int
      + (select count(*) from ${householdDependants} where ${householdDependants.payer_adhesion_id} = ${adhesions.id})::int as people,
    ${adhesions.montant}::text as montant, ${adhesions.mode_paiement}::text as mode_paiement,
    ${adhesions.payment_id} as reference, ${adhesions.statut}::text as statut, ${adhesions.refund}::text as refund,
    null::text as receipt_number,
    ${adhesions.cheque_number} as cheque_number, ${adhesions.cheque_bank} as cheque_bank,
    ${adhesions.cheque_drawer} as cheque_drawer
  from picked
  inner join ${adhesions} on ${adhesions.id} = picked.id
  inner join ${users} on ${users.id} = ${adhesions.user_id}
  inner join ${membershipOffers} on ${membershipOffers.id} = ${adhesions.offer_id}
  where picked.kind = 'cotisation'
  union all
  select picked.kind, picked.day::text, picked.id,
    ${donors.user_id}, ${donors.prenom}, ${donors.nom}, ${donors.email},
    null, null, 1,
    ${donations.amount}::text, ${donations.mode_paiement}::text,
    ${donations.payment_id}, null, null, ${donationReceipts.number},
    ${donations.cheque_number}, ${donations.cheque_bank}, ${donations.cheque_drawer}
  from picked
  inner join ${donations} on ${donations.id} = picked.id
  inner join ${donors} on ${donors.id} = ${donations.donor_id}
  left join ${donationReceipts} on ${donationReceipts.id} = ${donations.receipt_id} and ${isNull(donationReceipts.cancelled_at)}
  where picked.kind = 'don'
  order by ${order}`;

type Line = {
  kind: LedgerKind;
  id: string;
  day: string;
  user_id: string | null;
  prenom: string;
  nom: string;
  email: string | null;
  type: AdhesionType | null;
  offer_name: string | null;
  people: number;
  montant: string;
  mode_paiement: PaymentMode | null;
  reference: string | null;
  statut: AdhesionStatus | null;
  refund: RefundStatus | null;
  receipt_number: string | null;
} & ChequeDetails;

async function readLines(db: DbOrTx, query: SQL): Promise<LedgerPayment[]> {
  const result = (await db.execute(query)) as unknown as { rows: Line[] };
  return result.rows.map(({ day, statut, montant, ...line }) => ({
    ...line,
    date_paiement: day,
    people: Number(line.people),
    montant: Number(montant),
    has_attestation: statut !== null && hasAttestation({ statut, montant: Number(montant) }),
  }));
}

type ModeTotal = { mode_paiement: PaymentMode | null; count: number; montant: number };

/** Count and sum per mode over every payment the filters select, each kind in one pass. */
async function totalsPerMode(db: DbOrTx, filters: LedgerFilters): Promise<ModeTotal[]> {
  const count = sql<number>`count(*)`.mapWith(Number);
  const [memberships, gifts] = await Promise.all([
    wants(filters, 'cotisation')
      ? db
          .select({
            mode_paiement: adhesions.mode_paiement,
            count,
            montant: sql<string>`sum(${adhesions.montant})`,
          })
          .from(adhesions)
          .where(membershipsFilter(filters))
          .groupBy(adhesions.mode_paiement)
      : [],
    wants(filters, 'don')
      ? db
          .select({
            mode_paiement: donations.mode_paiement,
            count,
            montant: sql<string>`sum(${donations.amount})`,
          })
          .from(donations)
          .where(giftsFilter(filters))
          .groupBy(donations.mode_paiement)
      : [],
  ]);
  // Added in cents: adding euros as floating-point numbers could be a cent off.
  const perMode = new Map<PaymentMode | null, { count: number; cents: number }>();
  for (const row of [...memberships, ...gifts]) {
    const known = perMode.get(row.mode_paiement) ?? { count: 0, cents: 0 };
    perMode.set(row.mode_paiement, {
      count: known.count + row.count,
      cents: known.cents + Math.round(Number(row.montant) * 100),
    });
  }
  const rank = (mode: PaymentMode | null) =>
    mode === null ? PAYMENT_MODES.length : PAYMENT_MODES.indexOf(mode);
  return [...perMode]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([mode_paiement, { count, cents }]) => ({ mode_paiement, count, montant: cents / 100 }));
}

/** A page of the lines, newest first. */
export const paymentsPage = (query: LedgerFilters & PageQuery) =>
  linesOf(
    sql`select * from (${paymentKeys(query, { direction: 'desc', count: pageOffset(query) + query.pageSize })}) as keys
      order by day desc, id desc offset ${pageOffset(query)}`,
    sql`day desc, id desc`,
  );

/** The payments ledger, newest first, with the totals per mode of the whole filtered period. */
export async function listPayments(
  { db }: AppContext,
  query: LedgerFilters & PageQuery,
): Promise<LedgerPage> {
  const { page, pageSize } = query;
  const [totals, items] = await Promise.all([totalsPerMode(db, query), readLines(db, paymentsPage(query))]);
  return {
    items,
    total: totals.reduce((sum, total) => sum + total.count, 0),
    page,
    pageSize,
    totals,
    total_montant: totals.reduce((cents, total) => cents + Math.round(total.montant * 100), 0) / 100,
  };
}

const EXPORT_BATCH = 1_000;

/**
 * Every filtered payment, oldest first as in a cash book, a batch at a time, each read after the
 * last one read (not by offset) so that a long export costs the same per row from start to end.
 */
export async function* listPaymentsForExport({ db }: AppContext, filters: LedgerFilters) {
  let last: LedgerPayment | undefined;
  for (;;) {
    const after = last ? sql`(${last.date_paiement}::date, ${last.id}::uuid)` : undefined;
    const rows = await readLines(
      db,
      linesOf(paymentKeys(filters, { direction: 'asc', count: EXPORT_BATCH, after }), sql`day, id`),
    );
    if (rows.length) yield rows;
    const final = rows.at(-1);
    if (!final || rows.length < EXPORT_BATCH) return;
    last = final;
  }
}
