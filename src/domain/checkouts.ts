/**
 * The stored states of an online payment. None is shown as such: the pages show what was paid
 * for, and whether it is paid.
 */

/** What a checkout pays for; it names the feature that records the purchase (`paymentFinalizers`). */
export const CHECKOUT_PURPOSES = ['inscription', 'renouvellement', 'don'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

/** Opened at the provider, then completed once the purchase is recorded. */
export const CHECKOUT_STATUSES = ['open', 'completed'] as const;

/** A payment on the simulated provider's page, which runs the whole flow without a real provider. */
export const SIMULATED_PAYMENT_STATUSES = ['open', 'paid', 'cancelled', 'refunded'] as const;
