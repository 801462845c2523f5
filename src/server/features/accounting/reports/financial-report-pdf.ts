import { resultLabel } from '../../../../domain/accounting-reports.ts';
import type { BalanceSheet, IncomeStatement } from '../../../../domain/accounting-reports-schemas.ts';
import { formatDate } from '../../../../domain/format.ts';
import { formatCents } from '../../../../domain/money.ts';
import { createPdfDocument, PDF_FONT, pdfBuffer } from '../../../http/pdf.ts';

export type FinancialReportContent = {
  associationName: string;
  statement: IncomeStatement;
  sheet: BalanceSheet;
  /** The association's logo, when it has one PDFKit draws (PNG or JPEG). */
  logo: Buffer | null;
};

export const FINANCIAL_REPORT_TITLE = 'Rapport financier';

const MARGIN = 50;
const AMOUNT_WIDTH = 100;
const ROW_GAP = 3;

type Figures = { amount_cents: number; previous_cents: number | null; budget_cents: number | null };

/**
 * The rapport financier an assembly approves: the compte de résultat beside the previous year and
 * the budget (when there are), the contributions in kind apart, then the bilan simplifié. Amounts as `1 234,50 €`.
 */
export async function renderFinancialReportPdf(content: FinancialReportContent): Promise<Buffer> {
  const { statement, sheet } = content;
  const title = `${FINANCIAL_REPORT_TITLE} — exercice ${statement.year.label}`;
  const doc = await createPdfDocument({
    margin: MARGIN,
    title,
    author: content.associationName,
    logo: content.logo,
  });
  const done = pdfBuffer(doc);
  const right = doc.page.width - MARGIN;
  const withPrevious = statement.previous_year !== null;
  const withBudget = statement.total_charges.budget_cents !== null;
  const titles = [
    `Exercice ${statement.year.label}`,
    ...(statement.previous_year ? [`Exercice ${statement.previous_year.label}`] : []),
    ...(withBudget ? ['Budget'] : []),
  ];
  const columns = titles.length;
  const labelWidth = right - MARGIN - columns * AMOUNT_WIDTH - 10;

  /** A row: its label on the left, its amounts right-aligned in their columns. */
  const row = (label: string, amounts: (number | null)[], bold = false) => {
    doc.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(9.5);
    const height = doc.heightOfString(label, { width: labelWidth });
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    amounts.forEach((cents, index) => {
      const x = right - (columns - index) * AMOUNT_WIDTH;
      doc.text(cents === null ? '' : formatCents(cents), x, top, { width: AMOUNT_WIDTH, align: 'right' });
    });
    doc.text(label, MARGIN, top, { width: labelWidth });
    doc.y = top + height + ROW_GAP;
  };
  const figures = (label: string, line: Figures, bold = false) =>
    row(
      label,
      [
        line.amount_cents,
        ...(withPrevious ? [line.previous_cents] : []),
        ...(withBudget ? [line.budget_cents] : []),
      ],
      bold,
    );
  const heading = (text: string) => {
    doc.moveDown(0.8);
    if (doc.y + 40 > doc.page.height - MARGIN) doc.addPage();
    doc.font(PDF_FONT.bold).fontSize(12).text(text, MARGIN, doc.y);
    doc.moveDown(0.3);
  };
  const columnTitles = () => {
    doc.font(PDF_FONT.bold).fontSize(8.5);
    const top = doc.y;
    titles.forEach((text, index) => {
      doc.text(text, right - (columns - index) * AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH, align: 'right' });
    });
    doc.x = MARGIN;
    doc.moveDown(0.4);
  };

  doc.font(PDF_FONT.bold).fontSize(12).text(content.associationName);
  doc.moveDown(1.5).fontSize(16).text(title, { align: 'center' });
  doc
    .font(PDF_FONT.regular)
    .fontSize(10)
    .text(`Du ${formatDate(statement.year.start_date)} au ${formatDate(statement.year.end_date)}`, {
      align: 'center',
    });

  heading('Compte de résultat');
  columnTitles();
  for (const line of statement.charges) figures(`${line.code} ${line.label}`, line);
  figures('Total des charges', statement.total_charges, true);
  doc.moveDown(0.5);
  for (const line of statement.produits) figures(`${line.code} ${line.label}`, line);
  figures('Total des produits', statement.total_produits, true);
  doc.moveDown(0.5);
  figures(resultLabel(statement.result.amount_cents), statement.result, true);

  const { voluntary } = statement;
  if (voluntary.emplois.length + voluntary.contributions.length > 0) {
    heading('Contributions volontaires en nature');
    for (const line of [...voluntary.emplois, ...voluntary.contributions])
      figures(`${line.code} ${line.label}`, line);
  }

  heading(`Bilan simplifié au ${formatDate(statement.year.end_date)}`);
  for (const [name, total, side] of [
    ['Actif', 'Total de l’actif', sheet.actif],
    ['Passif', 'Total du passif', sheet.passif],
  ] as const) {
    row(name, [], true);
    for (const line of side.lines) row(line.label, [line.amount_cents]);
    row(total, [side.total_cents], true);
    doc.moveDown(0.5);
  }

  doc.end();
  return done;
}
