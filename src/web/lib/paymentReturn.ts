/**
 * The provider's session named by the address a payment page sends the member back to:
 * `session_id` from Stripe and the simulated page, `checkoutIntentId` from HelloAsso. Only a
 * name to ask our server about: whether it was paid is never read from the address.
 */
export function paymentSessionId(searchParams: URLSearchParams): string | null {
  return searchParams.get('session_id') ?? searchParams.get('checkoutIntentId');
}
