import type { AttachReportInput } from '../../../../domain/accounting-reports-schemas.ts';
import type { AgDocument } from '../../../../domain/assemblies-schemas.ts';
import type { IdParams } from '../../../../domain/ids.ts';
import type { AppContext } from '../../../app-context.ts';
import { addGeneratedAssemblyDocument } from '../../assemblies/documents.ts';
import type { Administrator } from '../../audit/record.ts';
import { financialReportPdf } from './financial-report.ts';
import { FINANCIAL_REPORT_TITLE } from './financial-report-pdf.ts';

/**
 * « Joindre à l’assemblée »: the year's rapport financier, drawn now, added to an assembly's
 * documents as a « Rapport financier », journalled as the assembly's document is.
 */
export async function attachFinancialReport(
  ctx: AppContext,
  { id, assembly_id }: IdParams & AttachReportInput,
  actor: Administrator,
): Promise<AgDocument> {
  const { pdf, yearLabel } = await financialReportPdf(ctx, { id });
  return addGeneratedAssemblyDocument(
    ctx,
    { id: assembly_id, type: 'rapport_financier', nom: `${FINANCIAL_REPORT_TITLE} ${yearLabel}`, pdf },
    actor,
  );
}
