import { and, count, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Declaration } from '../../../domain/donation-receipts-schemas.ts';
import { DONATION_NATURE_LABELS, type DonationNature } from '../../../domain/donations.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type { AppContext } from '../../app-context.ts';
import { donationReceipts, donations } from '../../db/schema.ts';
import { excelAmount, excelCsv } from '../../http/excel-csv.ts';

/** A receipt to a company copied the company (CERFA n° 16216); one to a person did not. */
const toCompany = sql<boolean>`${donationReceipts.donor} ? 'entreprise'`;

/**
 * What the association declares each year (article 222 bis of the CGI): the number of valid
 * receipts issued in the year and their total, the same split between gifts in money and in
 * kind (a receipt covering both counts in each), and between individuals and companies.
 */
export async function yearDeclaration({ db }: AppContext, { year }: { year: number }): Promise<Declaration> {
  const valid = and(eq(donationReceipts.year, year), isNull(donationReceipts.cancelled_at));
  const [byDonor, split] = await Promise.all([
    db
      .select({
        company: toCompany,
        count: count(),
        cents: sum(donationReceipts.amount_cents).mapWith(Number),
      })
      .from(donationReceipts)
      .where(valid)
      .groupBy(toCompany),
    db
      .select({
        nature: donations.nature,
        count: sql<number>`count(distinct ${donationReceipts.id})`.mapWith(Number),
        cents: sum(donations.amount_cents).mapWith(Number),
      })
      .from(donationReceipts)
      .innerJoin(donations, eq(donations.receipt_id, donationReceipts.id))
      .where(valid)
      .groupBy(donations.nature),
  ]);
  const figures = (row: { count: number; cents: number } | undefined) => ({
    count: row?.count ?? 0,
    amount: centsToEuros(row?.cents ?? 0),
  });
  const of = (nature: DonationNature) => figures(split.find((row) => row.nature === nature));
  const donorsOf = (company: boolean) => byDonor.find((row) => row.company === company);
  const [particuliers, entreprises] = [donorsOf(false), donorsOf(true)];
  return {
    year,
    count: (particuliers?.count ?? 0) + (entreprises?.count ?? 0),
    amount: centsToEuros((particuliers?.cents ?? 0) + (entreprises?.cents ?? 0)),
    numeraire: of('numeraire'),
    nature: of('nature'),
    particuliers: figures(particuliers),
    entreprises: figures(entreprises),
  };
}

/** The declaration as French Excel opens it. */
export async function exportDeclarationCsv(ctx: AppContext, input: { year: number }) {
  const declaration = await yearDeclaration(ctx, input);
  return { fileName: `declaration-recus-${input.year}.csv`, content: declarationCsv(declaration) };
}

function declarationCsv(declaration: Declaration): string {
  const year = String(declaration.year);
  const row = (label: string, figures: { count: number; amount: number }) => [
    year,
    label,
    String(figures.count),
    excelAmount(figures.amount),
  ];
  return excelCsv(
    ['Année', 'Dons', 'Nombre de reçus', 'Montant'],
    [
      row('Particuliers (CERFA n° 11580)', declaration.particuliers),
      row('Entreprises (CERFA n° 16216)', declaration.entreprises),
      row(DONATION_NATURE_LABELS.numeraire, declaration.numeraire),
      row(DONATION_NATURE_LABELS.nature, declaration.nature),
      row('Total', declaration),
    ],
  );
}
