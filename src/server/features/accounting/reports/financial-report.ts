import type { IdParams } from '../../../../domain/ids.ts';
import type { AppContext } from '../../../app-context.ts';
import type { PdfFile } from '../../../http/pdf.ts';
import { readLogoForPdf } from '../../association/logo.ts';
import { getAssociationSettings } from '../../settings/service.ts';
import { renderFinancialReportPdf } from './financial-report-pdf.ts';
import { getBalanceSheet, getIncomeStatement } from './reports.ts';

type Reader = Pick<AppContext, 'db' | 'config' | 'storage'>;

/** The rapport financier of a year as a PDF: compte de résultat and bilan simplifié. */
export async function financialReportPdf(
  ctx: Reader,
  input: IdParams,
): Promise<PdfFile & { content: Buffer }> {
  const [statement, sheet, settings, logo] = await Promise.all([
    getIncomeStatement(ctx, input),
    getBalanceSheet(ctx, input),
    getAssociationSettings(ctx),
    readLogoForPdf(ctx),
  ]);
  const content = await renderFinancialReportPdf({ associationName: settings.name, statement, sheet, logo });
  return {
    fileName: `rapport-financier-${statement.year.label.replace(/[^\p{L}\p{N}-]+/gu, '-')}.pdf`,
    content,
  };
}
