/** The placeholder the provider replaces with its session id in the success URL (Stripe's own syntax). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export type CheckoutPurpose = 'inscription' | 'renouvellement';

export type CheckoutRequest = {
  checkoutId: string;
  purpose: CheckoutPurpose;
  amountCents: number;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
};

export type PaymentState = { paid: boolean; paymentId: string | null };

export type PaymentProvider = {
  name: 'simulated' | 'stripe';
  createCheckout: (request: CheckoutRequest) => Promise<{ providerSessionId: string; url: string }>;
  getPayment: (providerSessionId: string) => Promise<PaymentState>;
};
