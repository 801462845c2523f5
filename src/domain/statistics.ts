import { DATE_MAX_YEAR, DATE_MIN_YEAR } from './dates.ts';
import { ledgerTotalSchema } from './ledger.ts';
import type { PaymentMode } from './members.ts';
import type { Cents } from './money.ts';
import { z } from './zod.ts';

/** How many months "the year at a glance" shows: two years, to compare each month with the last. */
export const STATISTICS_MONTHS = 24;
/** The members of "ending this month" named on the dashboard; the count covers them all. */
export const ENDING_MEMBERS_SHOWN = 10;

const isMonthInRange = (month: string) => {
  const year = Number(month.slice(0, 4));
  return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
};

/** A calendar month, 'YYYY-MM'. */
const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mois invalide (AAAA-MM)')
  .refine(isMonthInRange, `L’année doit être comprise entre ${DATE_MIN_YEAR} et ${DATE_MAX_YEAR}`);

/** `?month=`: the last month shown, the current month in Paris when absent. */
export const yearStatisticsQuerySchema = z.object({ month: monthSchema.optional() });
export type YearStatisticsQuery = z.infer<typeof yearStatisticsQuerySchema>;

const monthStatisticsSchema = z.object({
  month: z.string(),
  /** Members with a paid and accepted membership covering at least one day of the month. */
  active_members: z.number(),
  /** Accepted memberships starting this month that are their member's first one. */
  new_members: z.number(),
  /** Accepted memberships starting this month that follow an earlier one of the same member. */
  renewals: z.number(),
  /** The ledger's payments of the month, per payment mode (modes without a payment left out). */
  income: z.array(ledgerTotalSchema),
  /** The gifts received this month (by the gift's day), in money and in kind. */
  donations: z.object({ count: z.number(), amount: z.number() }),
});
export type MonthStatistics = z.infer<typeof monthStatisticsSchema>;

const endingMemberSchema = z.object({
  user_id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  date_fin: z.string(),
});

const offerStatisticsSchema = z.object({
  offer_id: z.string(),
  name: z.string(),
  /** Accepted memberships of the offer, a household's members each counted. */
  memberships: z.number(),
  /** The ledger's payments of the offer: one a household. */
  payments: z.number(),
  income: z.number(),
});
export type OfferStatistics = z.infer<typeof offerStatisticsSchema>;
/** An offer's figures in one month, as stored with the month: named, and its income in euros, when read. */
export type OfferMonthFigures = Omit<OfferStatistics, 'name' | 'income'> & { income_cents: Cents };

/**
 * A month's figures as `statistics_months` keeps them: amounts in cents, as every stored amount,
 * turned into the answer's euros when read.
 */
export type StoredMonthFigures = Omit<MonthStatistics, 'income' | 'donations'> & {
  income: { mode_paiement: PaymentMode | null; count: number; montant_cents: Cents }[];
  donations: { count: number; amount_cents: Cents };
  offers: OfferMonthFigures[];
};

/** The offers' figures cover the last twelve of the months shown: the year up to the month asked for. */
export const OFFER_STATISTICS_MONTHS = 12;

export const yearStatisticsSchema = z.object({
  /** Oldest first, the last one being the month asked for. */
  months: z.array(monthStatisticsSchema),
  /** Per offer over the last OFFER_STATISTICS_MONTHS months, by the day of payment; offers without any left out. */
  offers: z.array(offerStatisticsSchema),
  ending: z.object({
    month: z.string(),
    /** Accepted memberships whose end date falls in the month. */
    count: z.number(),
    /** Of those, the ones whose member already holds a later membership. */
    renewed: z.number(),
    /** The first members not renewed yet, soonest end first. */
    members: z.array(endingMemberSchema),
  }),
});
export type YearStatistics = z.infer<typeof yearStatisticsSchema>;

/** '2026-11' plus 2 months is '2027-01'; months may be negative. */
export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}
