import { z } from './zod.ts';

/** The year a report is drawn for, as its heading names it. */
const reportYearSchema = z.object({
  id: z.string(),
  label: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  closed: z.boolean(),
});

/** The balance: each account that has lines in the year, its debits, credits and balance (debits less credits). */
export const balanceReportSchema = z.object({
  year: reportYearSchema,
  accounts: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      debit_cents: z.number(),
      credit_cents: z.number(),
      balance_cents: z.number(),
    }),
  ),
  totals: z.object({ debit_cents: z.number(), credit_cents: z.number() }),
});
export type BalanceReport = z.infer<typeof balanceReportSchema>;

const figuresSchema = z.object({
  amount_cents: z.number(),
  /** The previous year's figure; null when no year comes before. */
  previous_cents: z.number().nullable(),
  /** The budget's figure; null when the year has no budget. */
  budget_cents: z.number().nullable(),
});
const statementLineSchema = figuresSchema.extend({ code: z.string(), label: z.string() });

/** The compte de résultat: headings of charges and produits, the result, the contributions in kind apart. */
export const incomeStatementSchema = z.object({
  year: reportYearSchema,
  previous_year: z.object({ id: z.string(), label: z.string() }).nullable(),
  charges: z.array(statementLineSchema),
  produits: z.array(statementLineSchema),
  total_charges: figuresSchema,
  total_produits: figuresSchema,
  /** Produits less charges: above zero an excédent, below a déficit. */
  result: figuresSchema,
  voluntary: z.object({
    emplois: z.array(statementLineSchema),
    contributions: z.array(statementLineSchema),
    total_emplois: figuresSchema,
    total_contributions: figuresSchema,
  }),
});
export type IncomeStatement = z.infer<typeof incomeStatementSchema>;

const balanceSheetSideSchema = z.object({
  lines: z.array(z.object({ item: z.string(), label: z.string(), amount_cents: z.number() })),
  total_cents: z.number(),
});

/** The bilan simplifié at the year's end: both totals are equal. */
export const balanceSheetSchema = z.object({
  year: reportYearSchema,
  actif: balanceSheetSideSchema,
  passif: balanceSheetSideSchema,
});
export type BalanceSheet = z.infer<typeof balanceSheetSchema>;

/** Each project's charges and produits in the year, and its result. */
export const projectReportSchema = z.object({
  year: reportYearSchema,
  projects: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      charges_cents: z.number(),
      produits_cents: z.number(),
      result_cents: z.number(),
    }),
  ),
});
export type ProjectReport = z.infer<typeof projectReportSchema>;
