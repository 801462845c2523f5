import type { PaymentProviderName } from '../../../domain/association.ts';
import type { CheckoutPurpose } from '../../../domain/checkouts.ts';

/** The placeholder the provider replaces with its session id in the success URL (Stripe's own syntax). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Who pays: the email for the provider's receipt; HelloAsso also prefills its form with the rest. */
export type CheckoutPayer = {
  email: string;
  firstName: string;
  lastName: string;
  address: string | null;
  zipCode: string | null;
  city: string | null;
};

export type CheckoutRequest = {
  checkoutId: string;
  purpose: CheckoutPurpose;
  amountCents: number;
  description: string;
  payer: CheckoutPayer;
  /** Carries `session_id={CHECKOUT_SESSION_ID}`, for the providers that fill it in. */
  successUrl: string;
  cancelUrl: string;
};

/**
 * What the provider itself says of a checkout, never what the browser says. `checkoutId` is our
 * reference as the provider recorded it, where it keeps one.
 */
export type PaymentState =
  | { status: 'paid'; paymentId: string; amountCents: number; checkoutId: string | null }
  | { status: 'unpaid' | 'expired'; checkoutId: string | null };

export type PaymentProvider = {
  name: PaymentProviderName;
  createCheckout: (request: CheckoutRequest) => Promise<{ providerSessionId: string; url: string }>;
  getPayment: (providerSessionId: string) => Promise<PaymentState>;
  /**
   * Gives a paid payment back whole, by the `paymentId` that `getPayment` read. `key` stands for
   * this one refund: where the provider keeps such keys, asking again refunds once.
   */
  refund: (paymentId: string, key: string) => Promise<void>;
};
