import { z } from 'zod';
import { callHelloAsso, createTokenCache, type HelloAssoAccount, HelloAssoError } from './helloasso-token.ts';
import {
  type CheckoutPayer,
  type CheckoutRequest,
  type PaymentProvider,
  SESSION_ID_PLACEHOLDER,
} from './provider.ts';

/** A payment HelloAsso has taken; `AuthorizedPreprod` is how its sandbox says it. */
const AUTHORISED_STATES = new Set(['Authorized', 'AuthorizedPreprod']);

/** How a HelloAsso order reads in our books (adhesions.payment_id), recognisable in the ledger. */
export const helloAssoPaymentId = (orderId: number | string) => `helloasso-order-${orderId}`;
const orderIdOf = (paymentId: string) => paymentId.match(/^helloasso-order-(\d{1,18})$/)?.[1];

const idSchema = z.union([z.number(), z.string()]).transform(String);

const createdIntentSchema = z.object({ id: idSchema, redirectUrl: z.string().min(1) });

/** An order's payments: an order paid at once holds one. */
const orderSchema = z.object({
  payments: z
    .array(z.object({ id: idSchema, state: z.string() }))
    .nullish()
    .transform((payments) => payments ?? []),
});

const intentSchema = z.object({
  metadata: z.object({ reference: z.string().optional() }).nullish().catch(null),
  order: z
    .object({
      id: idSchema,
      amount: z.object({ total: z.number().int() }),
      payments: z
        .array(z.object({ state: z.string() }))
        .nullish()
        .transform((payments) => payments ?? []),
    })
    .nullish(),
});

/** The return page's address without Stripe's placeholder: HelloAsso adds `checkoutIntentId` itself. */
function returnUrl(successUrl: string): string {
  const url = new URL(successUrl);
  for (const [key, value] of [...url.searchParams]) {
    if (value === SESSION_ID_PLACEHOLDER) url.searchParams.delete(key);
  }
  return url.toString();
}

const payerFields = (payer: CheckoutPayer) => ({
  firstName: payer.firstName,
  lastName: payer.lastName,
  email: payer.email,
  ...(payer.address ? { address: payer.address } : {}),
  ...(payer.zipCode ? { zipCode: payer.zipCode } : {}),
  ...(payer.city ? { city: payer.city } : {}),
  country: 'FRA',
});

/** The checkout intent: the amount set by our server, our reference as the only metadata. */
const intentBody = (request: CheckoutRequest) => ({
  totalAmount: request.amountCents,
  initialAmount: request.amountCents,
  itemName: request.description,
  backUrl: request.cancelUrl,
  // An error on HelloAsso's page leads back like a cancellation: nothing was paid.
  errorUrl: request.cancelUrl,
  returnUrl: returnUrl(request.successUrl),
  containsDonation: request.purpose === 'don',
  payer: payerFields(request.payer),
  metadata: { reference: request.checkoutId },
});

/**
 * HelloAsso Checkout: free for the association (the payer may leave HelloAsso a voluntary tip).
 * The member pays on HelloAsso's page; whether they paid, and how much, is only ever read from
 * HelloAsso's API with the association's own credentials.
 */
export function createHelloAssoProvider(
  account: HelloAssoAccount,
  now: () => number = Date.now,
): PaymentProvider {
  const tokens = createTokenCache(account, now);
  const intents = `${account.apiUrl}/v5/organizations/${encodeURIComponent(account.organizationSlug)}/checkout-intents`;

  async function call(
    url: string,
    what: string,
    body?: unknown,
    method = body === undefined ? 'GET' : 'POST',
  ) {
    const send = async () => {
      const token = await tokens.accessToken();
      const response = await callHelloAsso(
        url,
        {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        what,
      );
      return { token, response };
    };
    const first = await send();
    if (first.response.status !== 401) return first.response;
    // A token HelloAsso no longer accepts (revoked, or our clock ahead of theirs): once more with a new one.
    tokens.forget(first.token);
    return (await send()).response;
  }

  return {
    name: 'helloasso',
    async createCheckout(request) {
      const body = intentBody(request);
      let response = await call(intents, 'ouverture du paiement', body);
      // HelloAsso checks names and addresses against rules of its own: when it refuses them, the
      // payer types them on its page rather than not paying at all.
      if (response.status === 400) {
        const { payer: _payer, ...withoutPayer } = body;
        response = await call(intents, 'ouverture du paiement', withoutPayer);
      }
      if (!response.ok) throw new HelloAssoError(response.status, 'ouverture du paiement');
      const created = createdIntentSchema.parse(await response.json());
      return { providerSessionId: created.id, url: created.redirectUrl };
    },
    async getPayment(intentId) {
      // HelloAsso's ids are numbers: anything else was never one of ours.
      if (!/^\d{1,18}$/.test(intentId)) return { status: 'expired', checkoutId: null };
      const response = await call(`${intents}/${intentId}`, 'lecture du paiement');
      // HelloAsso forgets an intent left unpaid for about 45 minutes.
      if (response.status === 404 || response.status === 410) return { status: 'expired', checkoutId: null };
      if (!response.ok) throw new HelloAssoError(response.status, 'lecture du paiement');
      const intent = intentSchema.parse(await response.json());
      const checkoutId = intent.metadata?.reference ?? null;
      const order = intent.order;
      const isAuthorised = order?.payments.some((payment) => AUTHORISED_STATES.has(payment.state)) ?? false;
      if (!order || !isAuthorised) return { status: 'unpaid', checkoutId };
      return {
        status: 'paid',
        paymentId: helloAssoPaymentId(order.id),
        amountCents: order.amount.total,
        checkoutId,
      };
    },
    // HelloAsso refunds a payment of an order, not the order: its taken payments are refunded.
    async refund(paymentId) {
      const orderId = orderIdOf(paymentId);
      if (!orderId) throw new HelloAssoError(404, 'remboursement');
      const response = await call(`${account.apiUrl}/v5/orders/${orderId}`, 'lecture de la commande');
      if (!response.ok) throw new HelloAssoError(response.status, 'lecture de la commande');
      const order = orderSchema.parse(await response.json());
      for (const payment of order.payments.filter(({ state }) => AUTHORISED_STATES.has(state))) {
        const refunded = await call(
          `${account.apiUrl}/v5/payments/${payment.id}/refund`,
          'remboursement',
          undefined,
          'POST',
        );
        if (!refunded.ok) throw new HelloAssoError(refunded.status, 'remboursement');
      }
    },
  };
}
