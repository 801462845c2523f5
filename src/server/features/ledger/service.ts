import { and, asc, desc, eq, gt, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hasAttestation } from '../../../domain/attestations.ts';
import type { LedgerFilters, LedgerPage, LedgerPayment } from '../../../domain/ledger.ts';
import { type PageQuery, pageOffset } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adhesions, membershipOffers, users } from '../../db/schema.ts';
import { isPaymentReceived } from './payment-received.ts';

function matchesFilters({ from, to, mode }: LedgerFilters): SQL | undefined {
  return and(
    isPaymentReceived,
    from ? gte(adhesions.date_paiement, from) : undefined,
    to ? lte(adhesions.date_paiement, to) : undefined,
    mode ? eq(adhesions.mode_paiement, mode) : undefined,
  );
}

const householdMember = alias(adhesions, 'household_member');

/**
 * One line a payment: a household's members hold memberships at 0 € (not payments, so not
 * listed), and their payer's line counts them.
 */
const paymentColumns = {
  id: adhesions.id,
  date_paiement: adhesions.date_paiement,
  user_id: users.id,
  prenom: users.prenom,
  nom: users.nom,
  email: users.email,
  type: adhesions.type,
  offer_name: membershipOffers.name,
  people:
    sql<number>`1 + (select count(*) from ${adhesions} as ${householdMember} where ${householdMember.household_of} = ${adhesions.id})`.mapWith(
      Number,
    ),
  montant: adhesions.montant,
  mode_paiement: adhesions.mode_paiement,
  reference: adhesions.payment_id,
  statut: adhesions.statut,
};

const selectPayments = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(paymentColumns)
    .from(adhesions)
    .innerJoin(users, eq(users.id, adhesions.user_id))
    .innerJoin(membershipOffers, eq(membershipOffers.id, adhesions.offer_id))
    .where(where);

type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

const presentPayment = ({ statut, ...row }: PaymentRow): LedgerPayment => ({
  ...row,
  has_attestation: hasAttestation({ statut, montant: row.montant }),
});

/** Count and sum per mode over every payment the filters select, in one pass of the database. */
function totalsPerMode(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      mode_paiement: adhesions.mode_paiement,
      count: sql<number>`count(*)`.mapWith(Number),
      montant: sql<number>`sum(${adhesions.montant})`.mapWith(Number),
    })
    .from(adhesions)
    .where(where)
    .groupBy(adhesions.mode_paiement)
    .orderBy(asc(adhesions.mode_paiement));
}

/** The payments ledger, newest first, with the totals per mode of the whole filtered period. */
export async function listPayments(
  { db }: AppContext,
  query: LedgerFilters & PageQuery,
): Promise<LedgerPage> {
  const where = matchesFilters(query);
  const { page, pageSize } = query;
  const [totals, rows] = await Promise.all([
    totalsPerMode(db, where),
    selectPayments(db, where)
      .orderBy(desc(adhesions.date_paiement), desc(adhesions.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
  ]);
  return {
    items: rows.map(presentPayment),
    total: totals.reduce((sum, total) => sum + total.count, 0),
    page,
    pageSize,
    totals,
    // Added in cents: adding euros as floating-point numbers could be a cent off.
    total_montant: totals.reduce((cents, total) => cents + Math.round(total.montant * 100), 0) / 100,
  };
}

const EXPORT_BATCH = 1_000;

/**
 * Every filtered payment, oldest first as in a cash book, a batch at a time, each read after the
 * last one read (not by offset) so that a long export costs the same per row from start to end.
 */
export async function* listPaymentsForExport({ db }: AppContext, filters: LedgerFilters) {
  const where = matchesFilters(filters);
  let last: { date_paiement: string; id: string } | undefined;
  for (;;) {
    const after = last
      ? or(
          gt(adhesions.date_paiement, last.date_paiement),
          and(eq(adhesions.date_paiement, last.date_paiement), gt(adhesions.id, last.id)),
        )
      : undefined;
    const rows = await selectPayments(db, and(where, after))
      .orderBy(asc(adhesions.date_paiement), asc(adhesions.id))
      .limit(EXPORT_BATCH);
    if (rows.length) yield rows.map(presentPayment);
    const final = rows.at(-1);
    if (!final || rows.length < EXPORT_BATCH) return;
    last = final;
  }
}
