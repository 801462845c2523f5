import type { IdParams } from '../../../../domain/ids.ts';
import type { AppContext } from '../../../app-context.ts';
import type { PdfFile } from '../../../http/pdf.ts';
import { readLogoForPdf } from '../../association/logo.ts';
import { getAssociationSettings } from '../../settings/service.ts';
import { renderFinancialReportPdf } from './financial-report-pdf.ts';
import { getBalanceSheet, getIncomeStatement } from './reports.ts';

type Reader = Pick<AppContext, 'db' | 'config' | 'storage'>;

/** The rapport financier of a year as a PDF: compte de résultat (with the budget when there is one) and bilan simplifié. */
export async function financialReportPdf(ctx: Reader, input: IdParams) {
  const [statement, sheet, settings, logo] = await Promise.all([
    getIncomeStatement(ctx, input),
    getBalanceSheet(ctx, input),
    getAssociationSettings(ctx),
    readLogoForPdf(ctx),
  ]);
  const pdf = await renderFinancialReportPdf({ associationName: settings.name, statement, sheet, logo });
  return { pdf, yearLabel: statement.year.label };
}

/** The rapport financier as a download. */
export async function downloadFinancialReport(ctx: Reader, input: IdParams): Promise<PdfFile> {
  const { pdf, yearLabel } = await financialReportPdf(ctx, input);
  return { fileName: `rapport-financier-${yearLabel.replace(/[^\p{L}\p{N}-]+/gu, '-')}.pdf`, content: pdf };
}
