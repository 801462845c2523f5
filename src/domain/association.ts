import { moduleSwitchesSchema } from './modules.ts';
import { z } from './zod.ts';

/** `simulated`: the offline page, nobody is charged; `stripe` and `helloasso` collect the fee. */
export const PAYMENT_PROVIDERS = ['simulated', 'stripe', 'helloasso'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The providers that really collect the fees, as the treasurer knows them. */
export const REAL_PAYMENT_PROVIDERS: Record<Exclude<PaymentProviderName, 'simulated'>, string> = {
  stripe: 'Stripe',
  helloasso: 'HelloAsso',
};

export const associationSchema = z.object({
  name: z.string(),
  initials: z.string(),
  email: z.string(),
  /** The price of each member status's current offer, in euros (the spec's fees; see the offers). */
  fees: z.object({ standard: z.number(), premium: z.number(), bienfaiteur: z.number() }),
  /** The membership year (see seasons.ts): what the renewal page offers and when. */
  season: z.object({ start_month: z.number().nullable(), early_weeks: z.number() }),
  /** `simulated`: nobody is charged; the treasurer must be told. */
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  /** The modules in service: the others are hidden from every menu and page. */
  modules: moduleSwitchesSchema,
  /** The logo's address on this site (`/api/association/logo/…`), or null: the name alone is shown. */
  logo_url: z.string().nullable(),
});
export type Association = z.infer<typeof associationSchema>;

export const LOGO_NOT_FOUND = 'Logo introuvable';
