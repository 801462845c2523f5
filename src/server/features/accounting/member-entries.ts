import { asc, eq, sql } from 'drizzle-orm';
import { ENTRY_KIND_LABELS } from '../../../domain/accounting.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accountingEntries, accountingLines, accountingYears } from '../../db/schema.ts';

/**
 * The entries of the books that name a member (their fee, their gift, their expense), for their
 * data export (RGPD art. 15): day, year, piece, kind, label and amount in euros. The receipt is
 * named, not copied: it is the association's piece.
 */
export async function memberEntries(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      exercice: accountingYears.label,
      date: accountingEntries.date,
      piece: accountingEntries.piece_number,
      kind: accountingEntries.kind,
      libelle: accountingEntries.label,
      reference: accountingEntries.reference,
      amount:
        sql<number>`(select sum(${accountingLines.debit_cents}) from ${accountingLines} where ${accountingLines.entry_id} = ${accountingEntries.id})`.mapWith(
          Number,
        ),
      justificatif: accountingEntries.attachment_name,
    })
    .from(accountingEntries)
    .innerJoin(accountingYears, eq(accountingYears.id, accountingEntries.year_id))
    .where(eq(accountingEntries.user_id, userId))
    .orderBy(asc(accountingEntries.date), asc(accountingEntries.piece_number));
  return rows.map(({ kind, amount, ...entry }) => ({
    ...entry,
    type: ENTRY_KIND_LABELS[kind],
    montant: centsToEuros(amount),
  }));
}
