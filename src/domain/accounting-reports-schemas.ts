import { AMOUNT_TOO_HIGH, LINE_AMOUNT_MAX_CENTS } from './accounting.ts';
import { idSchema } from './ids.ts';
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

const BUDGET_LINES_MAX = 500;
export const BUDGET_MESSAGES = {
  account: 'Un budget ne porte que sur des comptes de charges (classe 6) ou de produits (classe 7).',
  twice: 'Ce compte figure deux fois dans le budget.',
  amount: 'Le montant doit être positif ou nul.',
  tooMany: `Un budget compte au plus ${BUDGET_LINES_MAX} comptes.`,
  noPrevious: 'Aucun exercice précédent dont copier le réalisé.',
  closed: 'Cet exercice est clôturé : son budget ne change plus.',
} as const;

/** The budget as typed: an amount per account, in cents; an account left out has no budget. */
export const budgetInputSchema = z.object({
  lines: z
    .array(
      z.object({
        account_id: idSchema,
        amount_cents: z.int().min(0, BUDGET_MESSAGES.amount).max(LINE_AMOUNT_MAX_CENTS, AMOUNT_TOO_HIGH),
      }),
    )
    .max(BUDGET_LINES_MAX, BUDGET_MESSAGES.tooMany)
    .superRefine((lines, context) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line.account_id))
          context.addIssue({ code: 'custom', message: BUDGET_MESSAGES.twice, path: [index, 'account_id'] });
        seen.add(line.account_id);
      });
    }),
});
export type BudgetInput = z.output<typeof budgetInputSchema>;

/** A year's budget, by account number. */
export const budgetSchema = z.object({
  year: reportYearSchema,
  lines: z.array(
    z.object({ account_id: z.string(), code: z.string(), label: z.string(), amount_cents: z.number() }),
  ),
});
export type Budget = z.infer<typeof budgetSchema>;

/** « Joindre à l’assemblée »: the assembly whose documents receive the rapport financier. */
export const attachReportInputSchema = z.object({ assembly_id: idSchema });
export type AttachReportInput = z.output<typeof attachReportInputSchema>;
