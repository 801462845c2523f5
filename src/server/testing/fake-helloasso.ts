import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatCents } from '../../domain/money.ts';

export const FAKE_HELLOASSO_ACCOUNT = {
  clientId: 'client-test',
  clientSecret: 'secret-test',
  organizationSlug: 'association-test',
};

/** HelloAsso's access tokens last about half an hour. */
const TOKEN_LIFETIME_SECONDS = 1800;
/** An intent left unpaid this long is forgotten. */
export const INTENT_LIFETIME_MS = 45 * 60_000;

type IntentBody = {
  totalAmount: number;
  initialAmount: number;
  itemName: string;
  backUrl: string;
  errorUrl: string;
  returnUrl: string;
  containsDonation: boolean;
  payer?: Record<string, string>;
  metadata?: Record<string, unknown>;
};

type Order = { id: number; total: number; paymentId: number; state: 'Authorized' | 'Refunded' };

export type FakeIntent = { id: number; body: IntentBody; createdAt: number; order: Order | null };

export type HelloAssoNotification = { eventType: 'Order' | 'Payment'; data: unknown; metadata: unknown };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function isValidIntent(body: Partial<IntentBody>): body is IntentBody {
  const isUrl = (value: unknown) => typeof value === 'string' && URL.canParse(value);
  return (
    Number.isInteger(body.totalAmount) &&
    (body.totalAmount ?? 0) > 0 &&
    body.initialAmount === body.totalAmount &&
    typeof body.itemName === 'string' &&
    body.itemName.length > 0 &&
    body.itemName.length <= 250 &&
    isUrl(body.backUrl) &&
    isUrl(body.errorUrl) &&
    isUrl(body.returnUrl) &&
    typeof body.containsDonation === 'boolean'
  );
}

function withQuery(url: string, query: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target.toString();
}

/**
 * A local stand-in for HelloAsso's API and checkout page, on its own port: OAuth2 tokens that
 * expire, checkout intents that expire after 45 minutes unpaid, a page with « Payer » and
 * « Annuler », and the unsigned notifications HelloAsso posts to the association. `now` lets a
 * test move its clock; `notifyOnPay` posts the notifications right after the page's payment.
 */
export async function startFakeHelloAsso(options: { now?: () => number; notifyOnPay?: boolean } = {}) {
  const now = options.now ?? Date.now;
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const intents = new Map<number, FakeIntent>();
  const grants: string[] = [];
  const intentRequests: { authorization: string | undefined; body: IntentBody }[] = [];
  /** The payments refunded, with their order, oldest first. */
  const refunds: { orderId: number; paymentId: number }[] = [];
  let sequence = 0;
  const state = { unavailable: false, loseNextCreation: false, refusePayer: false };
  let deliver: (notification: HelloAssoNotification) => Promise<unknown> = async () => undefined;

  const next = () => {
    sequence += 1;
    return sequence;
  };
  const isExpired = (intent: FakeIntent) => !intent.order && now() - intent.createdAt > INTENT_LIFETIME_MS;

  function issueTokens(grantType: string) {
    grants.push(grantType);
    const access = randomBytes(12).toString('hex');
    const refresh = randomBytes(12).toString('hex');
    accessTokens.set(access, now() + TOKEN_LIFETIME_SECONDS * 1000);
    refreshTokens.add(refresh);
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: TOKEN_LIFETIME_SECONDS,
    };
  }

  function grantToken(form: URLSearchParams) {
    const { clientId, clientSecret } = FAKE_HELLOASSO_ACCOUNT;
    if (form.get('client_id') !== clientId) return { status: 400, body: { error: 'invalid_client' } };
    if (form.get('grant_type') === 'client_credentials' && form.get('client_secret') === clientSecret) {
      return { status: 200, body: issueTokens('client_credentials') };
    }
    const refresh = form.get('refresh_token') ?? '';
    if (form.get('grant_type') === 'refresh_token' && refreshTokens.delete(refresh)) {
      return { status: 200, body: issueTokens('refresh_token') };
    }
    return { status: 400, body: { error: 'invalid_grant' } };
  }

  const isAuthorised = (header: string | undefined) => {
    const expiresAt = accessTokens.get(header?.replace(/^Bearer /, '') ?? '');
    return expiresAt !== undefined && expiresAt > now();
  };

  function describeIntent(intent: FakeIntent) {
    const { order } = intent;
    return {
      id: intent.id,
      redirectUrl: `${baseUrl}/checkout/${intent.id}`,
      metadata: intent.body.metadata,
      ...(order
        ? {
            order: {
              id: order.id,
              checkoutIntentId: intent.id,
              formType: 'Checkout',
              amount: { total: order.total, vat: 0, discount: 0 },
              payments: [{ id: order.paymentId, amount: order.total, state: order.state }],
            },
          }
        : {}),
    };
  }

  /** Pays the intent as its page's « Payer » does; returns where HelloAsso sends the payer back. */
  function pay(id: number, paid: { amountCents?: number } = {}): string {
    const intent = intents.get(id);
    if (!intent) throw new Error(`unknown intent ${id}`);
    if (isExpired(intent)) return withQuery(intent.body.errorUrl, { error: 'expired' });
    intent.order ??= {
      id: next() + 50_000,
      total: paid.amountCents ?? intent.body.totalAmount,
      paymentId: next() + 80_000,
      state: 'Authorized',
    };
    return withQuery(intent.body.returnUrl, {
      checkoutIntentId: String(id),
      code: 'succeeded',
      orderId: String(intent.order.id),
    });
  }

  /** Posts what HelloAsso posts for a paid intent: the order, then its payment. */
  async function notify(id: number) {
    const intent = intents.get(id);
    const order = intent?.order;
    if (!intent || !order) throw new Error(`intent ${id} not paid`);
    const { order: orderDetail } = describeIntent(intent);
    const metadata = intent.body.metadata;
    await deliver({ eventType: 'Order', data: orderDetail, metadata });
    await deliver({
      eventType: 'Payment',
      data: {
        id: order.paymentId,
        amount: order.total,
        state: order.state,
        order: { id: order.id, formType: 'Checkout' },
      },
      metadata,
    });
  }

  function renderPage(intent: FakeIntent): string {
    const actions = intent.order
      ? '<p>Ce paiement a déjà été effectué.</p>'
      : `<form method="post" action="/checkout/${intent.id}/payer"><button type="submit">Payer</button></form>
         <form method="post" action="/checkout/${intent.id}/annuler"><button type="submit">Annuler</button></form>`;
    return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>HelloAsso — paiement</title></head>
<body><main><h1>HelloAsso</h1><p>${escapeHtml(intent.body.itemName)}</p>
<p>${formatCents(intent.body.totalAmount)}</p>${actions}</main></body></html>`;
  }

  const orders = () => [...intents.values()].flatMap((intent) => (intent.order ? [intent.order] : []));

  /** An order's payments, and the refund of one: the paths HelloAsso's API gives them. */
  function answerOrders(method: string, url: string): { status: number; body?: unknown } | null {
    const order = url.match(/^\/v5\/orders\/(\d+)$/);
    if (method === 'GET' && order) {
      const found = orders().find(({ id }) => id === Number(order[1]));
      if (!found) return { status: 404, body: { message: 'Order not found' } };
      return {
        status: 200,
        body: { id: found.id, payments: [{ id: found.paymentId, amount: found.total, state: found.state }] },
      };
    }
    const refund = url.match(/^\/v5\/payments\/(\d+)\/refund(?:\?.*)?$/);
    if (method === 'POST' && refund) {
      const found = orders().find(({ paymentId }) => paymentId === Number(refund[1]));
      if (!found) return { status: 404, body: { message: 'Payment not found' } };
      if (found.state === 'Refunded')
        return { status: 400, body: { errors: [{ message: 'déjà remboursé' }] } };
      found.state = 'Refunded';
      refunds.push({ orderId: found.id, paymentId: found.paymentId });
      return { status: 200, body: { id: found.paymentId, state: 'Refunded' } };
    }
    return null;
  }

  function answerApi(request: IncomingMessage, body: string): { status: number; body?: unknown } {
    const { method = 'GET', url = '/' } = request;
    if (method === 'POST' && url === '/oauth2/token') return grantToken(new URLSearchParams(body));
    if (/^\/v5\/(orders|payments)\//.test(url)) {
      if (!isAuthorised(request.headers.authorization))
        return { status: 401, body: { message: 'Unauthorized' } };
      return answerOrders(method, url) ?? { status: 404, body: { message: 'Not found' } };
    }
    const path = url.match(/^\/v5\/organizations\/([^/]+)\/checkout-intents(?:\/([^/?]+))?$/);
    if (!path) return { status: 404, body: { message: 'Not found' } };
    if (!isAuthorised(request.headers.authorization))
      return { status: 401, body: { message: 'Unauthorized' } };
    if (path[1] !== FAKE_HELLOASSO_ACCOUNT.organizationSlug) return { status: 404 };
    if (method === 'POST' && !path[2]) {
      const intentBody = JSON.parse(body) as IntentBody;
      intentRequests.push({ authorization: request.headers.authorization, body: intentBody });
      if (!isValidIntent(intentBody)) return { status: 400, body: { errors: [{ message: 'invalide' }] } };
      if (state.refusePayer && intentBody.payer)
        return { status: 400, body: { errors: [{ code: 'payer' }] } };
      const intent: FakeIntent = { id: next() + 10_000, body: intentBody, createdAt: now(), order: null };
      intents.set(intent.id, intent);
      if (state.loseNextCreation) {
        state.loseNextCreation = false;
        return { status: 502 };
      }
      return { status: 200, body: { id: intent.id, redirectUrl: `${baseUrl}/checkout/${intent.id}` } };
    }
    const intent = intents.get(Number(path[2]));
    if (method === 'GET' && intent && !isExpired(intent))
      return { status: 200, body: describeIntent(intent) };
    return { status: 404, body: { message: 'Checkout intent not found' } };
  }

  function answerPage(request: IncomingMessage, response: ServerResponse) {
    const match = request.url?.match(/^\/checkout\/(\d+)(?:\/(payer|annuler))?$/);
    const intent = match ? intents.get(Number(match[1])) : undefined;
    if (!match || !intent) return response.writeHead(404).end('Paiement introuvable');
    if (request.method === 'GET') {
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(renderPage(intent));
    }
    const location = match[2] === 'payer' ? pay(intent.id) : intent.body.backUrl;
    response.writeHead(303, { location }).end();
    if (match[2] === 'payer' && options.notifyOnPay && intent.order)
      void notify(intent.id).catch(() => undefined);
  }

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (state.unavailable) return response.writeHead(503).end('Service Unavailable');
      if (request.url?.startsWith('/checkout/')) return answerPage(request, response);
      const answer = answerApi(request, body);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    /** The grant types asked for, in order. */
    grants,
    intentRequests,
    refunds,
    intent: (id: number | string) => intents.get(Number(id)),
    /** The intent HelloAsso holds for our reference, even one whose creation we never heard of. */
    intentFor: (reference: string) =>
      [...intents.values()].find((intent) => intent.body.metadata?.reference === reference),
    pay: (id: number | string, paid?: { amountCents?: number }) => pay(Number(id), paid),
    notify: (id: number | string) => notify(Number(id)),
    /** Where notifications go: our app's notification route. */
    onNotification(handler: (notification: HelloAssoNotification) => Promise<unknown>) {
      deliver = handler;
    },
    setUnavailable(unavailable: boolean) {
      state.unavailable = unavailable;
    },
    /** The next intent is created, but the answer to its creation is lost. */
    loseNextCreation() {
      state.loseNextCreation = true;
    },
    /** Refuses intents that prefill the payer, as HelloAsso does when it dislikes a name or address. */
    refusePayer(refuse: boolean) {
      state.refusePayer = refuse;
    },
    /** Every access token stops working before its time; with `refresh`, every refresh token too. */
    revokeTokens({ refresh }: { refresh: boolean }) {
      accessTokens.clear();
      if (refresh) refreshTokens.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeHelloAsso = Awaited<ReturnType<typeof startFakeHelloAsso>>;
