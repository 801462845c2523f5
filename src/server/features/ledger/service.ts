import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hasAttestation } from '../../../domain/attestations.ts';
import type { ChequeDetails } from '../../../domain/cheques.ts';
import {
  LEDGER_KINDS,
  type LedgerFilters,
  type LedgerKind,
  type LedgerPage,
  type LedgerPayment,
} from '../../../domain/ledger.ts';
import type { AdhesionStatus, AdhesionType, PaymentMode, RefundStatus } from '../../../domain/members.ts';
import { PAYMENT_MODES } from '../../../domain/members.ts';
import { type Cents, centsToEuros } from '../../../domain/money.ts';
import type { PageQuery } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import type { PageWindow } from '../../db/prepared.ts';
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

/**
 * The payments of each kind under the same column names (kind, day, id, mode, amount_cents), so that one
 * filter reads both. PostgreSQL sees through these subqueries: a filter or an order on `day` reads
 * the table's day index. A gift in kind is valued, not paid: only gifts in money are payments.
 */
const paymentsOf: Record<LedgerKind, SQL> = {
  cotisation: sql`(select 'cotisation'::text as kind, ${adhesions.date_paiement} as day, ${adhesions.id} as id,
      ${adhesions.mode_paiement} as mode, ${adhesions.montant_cents} as amount_cents
    from ${adhesions} where ${isPaymentReceived}) as payment`,
  don: sql`(select 'don'::text as kind, ${donations.donated_on} as day, ${donations.id} as id,
      ${donations.mode_paiement} as mode, ${donations.amount_cents} as amount_cents
    from ${donations} where ${eq(donations.nature, 'numeraire')}) as payment`,
};

/** The filters, on the columns `paymentsOf` names. */
function matchesLedgerFilters({ kind, from, to, mode }: LedgerFilters): SQL | undefined {
  return and(
    kind && kind !== 'all' ? sql`kind = ${kind}` : undefined,
    from ? sql`day >= ${from}::date` : undefined,
    to ? sql`day <= ${to}::date` : undefined,
    mode ? sql`mode = ${mode}` : undefined,
  );
}

const whereOf = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

const householdMember = alias(adhesions, 'household_member');

/** Newest first for a page, oldest first for the export. */
type Direction = 'desc' | 'asc';
const byDay = (direction: Direction) => (direction === 'desc' ? sql`day desc, id desc` : sql`day, id`);

/**
 * The keys of the first `count` lines `where` selects (newest or oldest first), of both kinds. The
 * first lines of both kinds together are among the first of each: each kind reads only those, in
 * its day index, and the two are then merged.
 */
function paymentKeys(where: SQL | undefined, direction: Direction, count: SQL): SQL {
  const branches = LEDGER_KINDS.map(
    (kind) =>
      sql`(select kind, day, id from ${paymentsOf[kind]} ${whereOf(where)} order by ${byDay(direction)} limit ${count})`,
  );
  return sql`select * from (${sql.join(branches, sql` union all `)}) as keys
    order by ${byDay(direction)} limit ${count}`;
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
    ${adhesions.montant_cents} as montant_cents, ${adhesions.mode_paiement}::text as mode_paiement,
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
    ${donations.amount_cents}, ${donations.mode_paiement}::text,
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
  montant_cents: Cents;
  mode_paiement: PaymentMode | null;
  reference: string | null;
  statut: AdhesionStatus | null;
  refund: RefundStatus | null;
  receipt_number: string | null;
} & ChequeDetails;

const LINE_COLUMNS: (keyof Line)[] = [
  'kind',
  'id',
  'day',
  'user_id',
  'prenom',
  'nom',
  'email',
  'type',
  'offer_name',
  'people',
  'montant_cents',
  'mode_paiement',
  'reference',
  'statut',
  'refund',
  'receipt_number',
  'cheque_number',
  'cheque_bank',
  'cheque_drawer',
];

/** The columns of `linesOf`, as a query builder selects them: a list is a query it can prepare. */
const lineFields = Object.fromEntries(LINE_COLUMNS.map((column) => [column, sql.raw(`lines.${column}`)])) as {
  [Column in keyof Line]: SQL<Line[Column]>;
};

const presentLine = ({ day, statut, montant_cents, ...line }: Line): LedgerPayment => ({
  ...line,
  date_paiement: day,
  people: Number(line.people),
  montant: centsToEuros(montant_cents),
  has_attestation: statut !== null && hasAttestation({ statut, montant_cents }),
});

async function readLines(db: DbOrTx, query: SQL): Promise<LedgerPayment[]> {
  const result = (await db.execute(query)) as unknown as { rows: Line[] };
  return result.rows.map(presentLine);
}

/**
 * A page of the lines, newest first: each kind reads the keys up to the page's end, the page's
 * keys are kept, and its lines only are joined. Counted exactly: the filters are a period, and a
 * treasurer reads the total.
 */
export const ledgerPage = (db: DbOrTx, filter: SQL | undefined, window: PageWindow) => {
  const end = sql`(${window.offset}::bigint + ${window.limit}::bigint)`;
  const picked = sql`select * from (${paymentKeys(filter, 'desc', end)}) as keys
    order by day desc, id desc offset ${window.offset}`;
  return db
    .select(lineFields)
    .from(sql`(${linesOf(picked, byDay('desc'))}) as lines`)
    .orderBy(sql`lines.day desc, lines.id desc`);
};

export const ledgerList = defineList({
  name: 'ledger',
  rows: ledgerPage,
  count: (db, filter) =>
    db.select({ total: count() }).from(
      sql`(${sql.join(
        LEDGER_KINDS.map((kind) => sql`(select id from ${paymentsOf[kind]} ${whereOf(filter)})`),
        sql` union all `,
      )}) as payments`,
    ),
});

type ModeTotal = { mode_paiement: PaymentMode | null; count: number; cents: Cents };

/** Count and sum per mode of each kind of payment the filters select, a statement a kind. */
export const ledgerTotals = (db: DbOrTx, filters: LedgerFilters) => {
  const where = matchesLedgerFilters(filters);
  return LEDGER_KINDS.filter((kind) => wants(filters, kind)).map((kind) =>
    db
      .select({
        mode_paiement: sql<PaymentMode | null>`mode`,
        count: sql<number>`count(*)`.mapWith(Number),
        cents: sql<Cents>`sum(amount_cents)`.mapWith(Number),
      })
      .from(sql`${paymentsOf[kind]} ${whereOf(where)}`)
      .groupBy(sql`mode`),
  );
};

/** Count and sum per mode over every payment the filters select, each kind in one pass. */
async function totalsPerMode(db: DbOrTx, filters: LedgerFilters): Promise<ModeTotal[]> {
  const perKind = await Promise.all(ledgerTotals(db, filters));
  const perMode = new Map<PaymentMode | null, { count: number; cents: Cents }>();
  for (const row of perKind.flat()) {
    const known = perMode.get(row.mode_paiement) ?? { count: 0, cents: 0 };
    perMode.set(row.mode_paiement, { count: known.count + row.count, cents: known.cents + row.cents });
  }
  const rank = (mode: PaymentMode | null) =>
    mode === null ? PAYMENT_MODES.length : PAYMENT_MODES.indexOf(mode);
  return [...perMode]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([mode_paiement, { count, cents }]) => ({ mode_paiement, count, cents }));
}

/**
 * The payments ledger, newest first, with the totals per mode of the whole filtered period: the
 * total is theirs, so the list's own count is not run.
 */
export async function listPayments(
  { db }: AppContext,
  query: LedgerFilters & PageQuery,
): Promise<LedgerPage> {
  const { page, pageSize } = query;
  const [totals, lines] = await Promise.all([
    totalsPerMode(db, query),
    ledgerList.rows(db, { filter: matchesLedgerFilters(query), page: { page, pageSize } }),
  ]);
  return {
    items: lines.map(presentLine),
    total: totals.reduce((sum, total) => sum + total.count, 0),
    page,
    pageSize,
    totals: totals.map(({ cents, ...total }) => ({ ...total, montant: centsToEuros(cents) })),
    total_montant: centsToEuros(totals.reduce((sum, total) => sum + total.cents, 0)),
  };
}

const EXPORT_BATCH = 1_000;

/**
 * Every filtered payment, oldest first as in a cash book, a batch at a time, each read after the
 * last one read (not by offset) so that a long export costs the same per row from start to end.
 */
export async function* listPaymentsForExport({ db }: AppContext, filters: LedgerFilters) {
  const where = matchesLedgerFilters(filters);
  let last: LedgerPayment | undefined;
  for (;;) {
    const after = last && sql`(day, id) > (${last.date_paiement}::date, ${last.id}::uuid)`;
    const rows = await readLines(
      db,
      linesOf(paymentKeys(and(where, after), 'asc', sql.raw(String(EXPORT_BATCH))), byDay('asc')),
    );
    if (rows.length) yield rows;
    const final = rows.at(-1);
    if (!final || rows.length < EXPORT_BATCH) return;
    last = final;
  }
}
