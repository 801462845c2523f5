import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  type SQL,
  sql,
} from 'drizzle-orm';
import type {
  AdminDonation,
  DonationReceiptState,
  DonationsPage,
  DonationsQuery,
} from '../../../domain/donations-list.ts';
import { type Cents, centsToEuros } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineList } from '../../db/list.ts';
import { donationReceipts, donations, donors } from '../../db/schema.ts';
import { matchesEveryWord } from '../../db/text-search.ts';

/** A cancelled receipt lets its gifts go, and keeps which they were (`donation_ids`). */
const lastReceiptCancelled = sql`exists (
  select 1 from ${donationReceipts}
  where ${donationReceipts.donation_ids} @> array[${donations.id}]
    and ${donationReceipts.cancelled_at} is not null
)`;

const receiptStateIs: Record<DonationReceiptState, SQL | undefined> = {
  avec_recu: isNotNull(donations.receipt_id),
  annule: and(isNull(donations.receipt_id), lastReceiptCancelled),
  sans_recu: and(isNull(donations.receipt_id), eq(donations.receipt_wanted, true), not(lastReceiptCancelled)),
  non_demande: and(
    isNull(donations.receipt_id),
    eq(donations.receipt_wanted, false),
    not(lastReceiptCancelled),
  ),
};

const receiptState = sql<DonationReceiptState>`case
  when ${donations.receipt_id} is not null then 'avec_recu'
  when ${lastReceiptCancelled} then 'annule'
  when ${donations.receipt_wanted} then 'sans_recu'
  else 'non_demande' end`;

const donorText = sql`immutable_unaccent(lower(' ' || ${donors.nom} || ' ' || ${donors.prenom} || ' ' || coalesce(${donors.email}, '') || ' ' || coalesce(${donors.raison_sociale}, '') || ' ' || coalesce(${donors.siren}, '')))`;

function matchesFilters(query: Omit<DonationsQuery, 'page' | 'pageSize'>): SQL | undefined {
  const searched = matchesEveryWord(donorText, query.search);
  return and(
    query.from ? gte(donations.donated_on, query.from) : undefined,
    query.to ? lte(donations.donated_on, query.to) : undefined,
    query.mode ? eq(donations.mode_paiement, query.mode) : undefined,
    query.nature ? eq(donations.nature, query.nature) : undefined,
    query.receipt ? receiptStateIs[query.receipt] : undefined,
    // Donors are few beside their gifts: found first, then their gifts by their index.
    searched
      ? inArray(donations.donor_id, sql`(select ${donors.id} from ${donors} where ${searched})`)
      : undefined,
  );
}

const rowColumns = {
  id: donations.id,
  donor_id: donations.donor_id,
  user_id: donors.user_id,
  donor_kind: donors.kind,
  raison_sociale: donors.raison_sociale,
  siren: donors.siren,
  prenom: donors.prenom,
  nom: donors.nom,
  email: donors.email,
  adresse: donors.adresse,
  code_postal: donors.code_postal,
  ville: donors.ville,
  amount_cents: donations.amount_cents,
  donated_on: donations.donated_on,
  nature: donations.nature,
  mode_paiement: donations.mode_paiement,
  cheque_number: donations.cheque_number,
  cheque_bank: donations.cheque_bank,
  cheque_drawer: donations.cheque_drawer,
  in_kind_description: donations.in_kind_description,
  receipt_wanted: donations.receipt_wanted,
  note: donations.note,
  payment_id: donations.payment_id,
  receipt_state: receiptState,
  receipt_id: donationReceipts.id,
  receipt_number: donationReceipts.number,
};

const selectRows = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(rowColumns)
    .from(donations)
    .innerJoin(donors, eq(donors.id, donations.donor_id))
    .leftJoin(donationReceipts, eq(donationReceipts.id, donations.receipt_id))
    .where(where);

type Row = Awaited<ReturnType<typeof selectRows>>[number];

const present = ({ payment_id, receipt_id, receipt_number, amount_cents, ...row }: Row): AdminDonation => ({
  ...row,
  amount: centsToEuros(amount_cents),
  online: payment_id !== null,
  receipt: receipt_id && receipt_number ? { id: receipt_id, number: receipt_number } : null,
});

/** One gift as the list shows it, or undefined when there is none. */
export async function findAdminDonation(db: DbOrTx, id: string): Promise<AdminDonation | undefined> {
  const [row] = await selectRows(db, eq(donations.id, id));
  return row && present(row);
}

/** Counted exactly: the treasurer reads the count and sum of the whole filter (`donationTotals`). */
export const donationsList = defineList({
  name: 'donations',
  rows: (db, filter, window) =>
    selectRows(db, filter)
      .orderBy(desc(donations.donated_on), desc(donations.id))
      .limit(window.limit)
      .offset(window.offset),
  count: (db, filter) => db.select({ total: count() }).from(donations).where(filter),
});

/** The count and sum per nature of every gift the filters select. */
export const donationTotals = (db: DbOrTx, filter: SQL | undefined) =>
  db
    .select({
      nature: donations.nature,
      count: sql<number>`count(*)`.mapWith(Number),
      amount_cents: sql<Cents>`sum(${donations.amount_cents})`.mapWith(Number),
    })
    .from(donations)
    .where(filter)
    .groupBy(donations.nature)
    .orderBy(asc(donations.nature));

/**
 * The gifts, newest first, with the count and sum (per nature) of the whole filter: the total is
 * theirs, so the list's own count is not run.
 */
export async function listDonations({ db }: AppContext, query: DonationsQuery): Promise<DonationsPage> {
  const filter = matchesFilters(query);
  const { page, pageSize } = query;
  const [totals, rows] = await Promise.all([
    donationTotals(db, filter),
    donationsList.rows(db, { filter, page: { page, pageSize } }),
  ]);
  return {
    items: rows.map(present),
    total: totals.reduce((sum, total) => sum + total.count, 0),
    page,
    pageSize,
    total_amount: centsToEuros(totals.reduce((sum, total) => sum + total.amount_cents, 0)),
    totals: totals.map(({ amount_cents, ...total }) => ({ ...total, amount: centsToEuros(amount_cents) })),
  };
}
