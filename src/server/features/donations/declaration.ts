import { and, count, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Declaration } from '../../../domain/donation-receipts-schemas.ts';
import { DONATION_NATURE_LABELS } from '../../../domain/donations.ts';
import type { AppContext } from '../../app-context.ts';
import { donationReceipts, donations } from '../../db/schema.ts';
import { excelAmount, excelCsv } from '../../http/excel-csv.ts';

/** Added in cents: adding euros as floating-point numbers could be a cent off. */
const euros = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;

/**
 * What the association declares each year (article 222 bis of the CGI): the number of valid
 * receipts issued in the year and their total, and the same split between gifts in money and in
 * kind (a receipt covering both counts in each).
 */
export async function yearDeclaration({ db }: AppContext, { year }: { year: number }): Promise<Declaration> {
  const valid = and(eq(donationReceipts.year, year), isNull(donationReceipts.cancelled_at));
  const [[all], split] = await Promise.all([
    db
      .select({ count: count(), amount: sum(donationReceipts.amount) })
      .from(donationReceipts)
      .where(valid),
    db
      .select({
        nature: donations.nature,
        count: sql<number>`count(distinct ${donationReceipts.id})`.mapWith(Number),
        amount: sum(donations.amount),
      })
      .from(donationReceipts)
      .innerJoin(donations, eq(donations.receipt_id, donationReceipts.id))
      .where(valid)
      .groupBy(donations.nature),
  ]);
  const of = (nature: 'numeraire' | 'nature') => {
    const row = split.find((figures) => figures.nature === nature);
    return { count: row?.count ?? 0, amount: euros(row?.amount) };
  };
  return {
    year,
    count: all?.count ?? 0,
    amount: euros(all?.amount),
    numeraire: of('numeraire'),
    nature: of('nature'),
  };
}

/** The declaration as French Excel opens it. */
export async function exportDeclarationCsv(ctx: AppContext, input: { year: number }) {
  const declaration = await yearDeclaration(ctx, input);
  return { fileName: `declaration-recus-${input.year}.csv`, content: declarationCsv(declaration) };
}

function declarationCsv(declaration: Declaration): string {
  const year = String(declaration.year);
  return excelCsv(
    ['Année', 'Nature des dons', 'Nombre de reçus', 'Montant'],
    [
      [
        year,
        DONATION_NATURE_LABELS.numeraire,
        String(declaration.numeraire.count),
        excelAmount(declaration.numeraire.amount),
      ],
      [
        year,
        DONATION_NATURE_LABELS.nature,
        String(declaration.nature.count),
        excelAmount(declaration.nature.amount),
      ],
      [year, 'Total', String(declaration.count), excelAmount(declaration.amount)],
    ],
  );
}
