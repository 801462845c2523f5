import { LINE_AMOUNT_MAX_CENTS } from './accounting.ts';
import { calendarDateSchema } from './dates.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

/** The providers whose payouts the treasurer records (the simulated one for the demo and tests). */
export const PAYOUT_PROVIDERS = ['helloasso', 'stripe', 'simulated'] as const;
export const PAYOUT_PROVIDER_LABELS: Record<(typeof PAYOUT_PROVIDERS)[number], string> = {
  helloasso: 'HelloAsso',
  stripe: 'Stripe',
  simulated: 'Paiement en ligne simulé',
};

export const FEES_ACCOUNT_CODE = '627';
export const PAYOUT_SOURCE_KIND = 'versement';
export const PAYOUT_TAKEN = 'Ce versement est déjà comptabilisé.';
const FEES_ABOVE_GROSS = 'Les frais ne peuvent pas dépasser le montant brut.';

const cents = (message: string) =>
  z
    .number({ error: message })
    .int('Un montant se compte en centimes entiers')
    .max(LINE_AMOUNT_MAX_CENTS, 'Le montant ne peut pas dépasser 9 999 999,99 €.');

/**
 * « Versement HelloAsso / Stripe »: what the provider paid into the bank on a day, for the
 * payments it collected (gross), less its fees. Its reference (as the provider's statement
 * writes it) makes it one payout: recorded twice, it is refused.
 */
export const payoutInputSchema = z
  .object({
    date: calendarDateSchema({ label: 'Date', required: 'Indiquez la date du versement' }),
    provider: z.enum(PAYOUT_PROVIDERS, { error: 'Choisissez le service de paiement' }),
    reference: singleLine(100, { required: 'Indiquez la référence du versement' }),
    gross_cents: cents('Indiquez le montant brut').min(1, 'Le montant brut doit être supérieur à zéro.'),
    fees_cents: cents('Indiquez les frais').min(0, 'Les frais ne sont jamais négatifs.'),
  })
  .refine((value) => value.fees_cents < value.gross_cents, {
    message: FEES_ABOVE_GROSS,
    path: ['fees_cents'],
  });
export type PayoutInput = z.output<typeof payoutInputSchema>;

export const payoutSourceId = (input: Pick<PayoutInput, 'provider' | 'reference'>) =>
  `${input.provider}:${input.reference}`;
