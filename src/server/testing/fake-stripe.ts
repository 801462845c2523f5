import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type FakeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  amount_total: number;
  client_reference_id: string | null;
  metadata: Record<string, string>;
};

type FakeRefund = {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
};

/** A local stand-in for Stripe's API, enough for Checkout Sessions and refunds; the real SDK talks to it. */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const requests: string[] = [];
  /** Refunds by their idempotency key, as Stripe answers a repeated request with the first refund. */
  const refunds = new Map<string, FakeRefund>();

  function refund(form: URLSearchParams, key: string | undefined) {
    const known = key ? refunds.get(key) : undefined;
    if (known) return { status: 200, body: known };
    const paymentIntent = form.get('payment_intent');
    const session = [...sessions.values()].find((paid) => paid.payment_intent === paymentIntent);
    if (!session || !paymentIntent)
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
      };
    if ([...refunds.values()].some((done) => done.payment_intent === paymentIntent))
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded' } },
      };
    const created: FakeRefund = {
      id: `re_${refunds.size + 1}_${Date.now()}`,
      object: 'refund',
      payment_intent: paymentIntent,
      amount: session.amount_total,
      status: 'succeeded',
    };
    refunds.set(key ?? created.id, created);
    return { status: 200, body: created };
  }

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push(body);
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body);
        const id = `cs_test_${sessions.size + 1}_${Date.now()}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = key.match(/^metadata\[(.+)\]$/);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]') ?? 0),
          client_reference_id: form.get('client_reference_id'),
          metadata,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (request.method === 'POST' && request.url === '/v1/refunds') {
        const header = request.headers['idempotency-key'];
        const answer = refund(new URLSearchParams(body), typeof header === 'string' ? header : undefined);
        return send(answer.status, answer.body);
      }
      const found = request.url?.match(/^\/v1\/checkout\/sessions\/([^/?]+)/);
      const session = found?.[1] ? sessions.get(found[1]) : undefined;
      if (request.method === 'GET' && session) return send(200, session);
      return send(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    stripe: new Stripe('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    requests,
    markPaid(id: string) {
      const session = sessions.get(id);
      if (session)
        Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${id}` });
    },
    session: (id: string) => sessions.get(id),
    /** The refunds made, oldest first. */
    refunds: () => [...refunds.values()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
