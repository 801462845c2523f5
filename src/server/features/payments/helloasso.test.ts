import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIso } from '../../../domain/members.ts';
import { adhesions, checkoutSessions, users } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { INTENT_LIFETIME_MS } from '../../testing/fake-helloasso.ts';
import {
  createHelloAssoTestApp,
  HELLOASSO_NOTIFICATION_PATH,
  type HelloAssoTestApp,
} from '../../testing/helloasso-test-app.ts';
import { findRegistered, registrationInput } from '../../testing/registration.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { finalizeForgottenCheckouts } from './catch-up.ts';
import { PAYMENT_EXPIRED, PAYMENT_UNVERIFIED, PROVIDER_UNAVAILABLE } from './checkout.ts';

let helloasso: HelloAssoTestApp;
let t: HelloAssoTestApp['t'];
let fake: HelloAssoTestApp['fake'];
const logLines: string[] = [];
let clockOffset = 0;

beforeAll(async () => {
  helloasso = await createHelloAssoTestApp({
    now: () => Date.now() + clockOffset,
    logger: { write: (line) => logLines.push(line) },
  });
  ({ t, fake } = helloasso);
});
afterAll(() => helloasso.close());
beforeEach(() => {
  clockOffset = 0;
  fake.setUnavailable(false);
});

/** Opens a registration's payment; returns the visitor's input and HelloAsso's checkout intent. */
async function openRegistration() {
  const input = registrationInput();
  const response = await t.app.inject({ method: 'POST', url: '/api/registration/checkout', payload: input });
  expect(response.statusCode).toBe(200);
  const intentId = new URL(response.json().url).pathname.split('/').pop() ?? '';
  return { input, intentId };
}

/** What the return page does with the address HelloAsso sends the member back to. */
function returnTo(returnUrl: string) {
  const back = new URL(returnUrl);
  return t.app.inject({
    method: 'POST',
    url: '/api/registration/finalize',
    payload: { session_id: back.searchParams.get('checkoutIntentId') },
  });
}

const notify = (body: unknown) =>
  t.app.inject({ method: 'POST', url: HELLOASSO_NOTIFICATION_PATH, payload: body as object });
const usersWith = (email: string) => t.db.select().from(users).where(eq(users.email, email));

describe('a registration paid through HelloAsso', () => {
  it('is finalised once when the member comes back before the notification', async () => {
    const { input, intentId } = await openRegistration();
    const returnUrl = fake.pay(intentId);
    expect(new URL(returnUrl).pathname).toBe('/register/success');
    expect((await returnTo(returnUrl)).json()).toEqual({ prenom: input.prenom, email: input.email });
    await fake.notify(intentId);
    const registered = await findRegistered(t.db, input.email);
    expect(registered.users).toHaveLength(1);
    expect(registered.memberships).toHaveLength(1);
    const orderId = new URL(returnUrl).searchParams.get('orderId');
    expect(registered.memberships[0]?.payment_id).toBe(`helloasso-order-${orderId}`);
  });

  it('is finalised once when the notification comes first, and the return page then finds it done', async () => {
    const { input, intentId } = await openRegistration();
    const returnUrl = fake.pay(intentId);
    await fake.notify(intentId);
    expect(await usersWith(input.email)).toHaveLength(1);
    const answer = await returnTo(returnUrl);
    expect(answer.statusCode).toBe(200);
    const registered = await findRegistered(t.db, input.email);
    expect(registered.users).toHaveLength(1);
    expect(registered.memberships).toHaveLength(1);
  });

  it('shows the HelloAsso order in the treasurer’s payments ledger', async () => {
    const { input, intentId } = await openRegistration();
    const orderId = new URL(fake.pay(intentId)).searchParams.get('orderId');
    await fake.notify(intentId);
    const cookie = await signedInAs(t.ctx, await createAdmin(t.db));
    const today = todayIso();
    const ledger = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments?from=${today}&to=${today}&pageSize=100`,
      headers: { cookie },
    });
    expect(ledger.statusCode).toBe(200);
    const payment = ledger.json().items.find((item: { email: string }) => item.email === input.email);
    expect(payment).toMatchObject({
      reference: `helloasso-order-${orderId}`,
      montant: 7.5,
      mode_paiement: 'Carte Bancaire',
    });
  });
});

describe('what HelloAsso’s return address and notifications cannot do', () => {
  it('a forged return, « succeeded » with no authorised payment, creates nothing', async () => {
    const { input, intentId } = await openRegistration();
    const forged = `http://localhost:3000/register/success?checkoutIntentId=${intentId}&code=succeeded&orderId=1`;
    const answer = await returnTo(forged);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toMatchObject({ code: 'PAYMENT_NOT_CONFIRMED' });
    expect(await usersWith(input.email)).toHaveLength(0);
  });

  it('a return naming an intent that is not ours is unknown', async () => {
    const answer = await returnTo(
      'http://localhost:3000/register/success?checkoutIntentId=999999&code=succeeded',
    );
    expect(answer.statusCode).toBe(404);
  });

  it('a notification claiming an authorised payment is only a hint: HelloAsso’s API says unpaid, nothing is created', async () => {
    const { input, intentId } = await openRegistration();
    const [checkout] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.provider_session_id, intentId));
    const forged = await notify({
      eventType: 'Order',
      data: {
        id: 1,
        checkoutIntentId: Number(intentId),
        amount: { total: 750 },
        payments: [{ id: 1, amount: 750, state: 'Authorized' }],
      },
      metadata: { reference: checkout?.id },
    });
    expect(forged.statusCode).toBe(200);
    expect(await usersWith(input.email)).toHaveLength(0);
  });

  it('answers 200 to any notification, even one that names nothing of ours', async () => {
    for (const body of [
      {},
      { eventType: 'Form', data: { id: 3 } },
      { data: { checkoutIntentId: 'x' } },
      [],
    ]) {
      const answer = await notify(body);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ received: true });
    }
  });

  it('a notification reaches nothing while HelloAsso is not the configured provider', async () => {
    const simulated = await createTestApp();
    try {
      const answer = await simulated.app.inject({
        method: 'POST',
        url: HELLOASSO_NOTIFICATION_PATH,
        payload: {},
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await simulated.close();
    }
  });

  it('a payment of another amount than ours is refused and logged, from the return page as from the notification', async () => {
    const { input, intentId } = await openRegistration();
    const returnUrl = fake.pay(intentId, { amountCents: 100 });
    const answer = await returnTo(returnUrl);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toEqual({
      code: 'AMOUNT_MISMATCH',
      message:
        "Le montant payé (1,00\u00a0€) ne correspond pas à la cotisation (7,50\u00a0€) : l'adhésion n'est pas enregistrée. Contactez l'association.",
    });
    await fake.notify(intentId);
    expect(await usersWith(input.email)).toHaveLength(0);
    const logged = logLines.filter((line) => line.includes('le montant payé diffère'));
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ expectedCents: 750, paidCents: 100 });
    expect(logged.join('\n')).not.toContain(input.email);
  });
});

describe('while HelloAsso does not answer', () => {
  it('tells the visitor in French and creates nothing when the payment cannot be opened', async () => {
    fake.setUnavailable(true);
    const input = registrationInput();
    const answer = await t.app.inject({ method: 'POST', url: '/api/registration/checkout', payload: input });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).toEqual({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: PROVIDER_UNAVAILABLE,
    });
    expect(await usersWith(input.email)).toHaveLength(0);

    const member = await createMember(t.db);
    const cookie = await signedInAs(t.ctx, member);
    const renewal = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/renewal/checkout',
      headers: { cookie },
      payload: {},
    });
    expect(renewal.statusCode).toBe(503);
    expect(renewal.json().error.message).toBe(PROVIDER_UNAVAILABLE);
    expect(await t.db.select().from(adhesions).where(eq(adhesions.user_id, member.id))).toHaveLength(0);
  });

  it('tells the member back from paying, creates nothing, and a later notification still finalises', async () => {
    const { input, intentId } = await openRegistration();
    const returnUrl = fake.pay(intentId);
    fake.setUnavailable(true);
    const answer = await returnTo(returnUrl);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error.message).toBe(PAYMENT_UNVERIFIED);
    expect(await usersWith(input.email)).toHaveLength(0);

    fake.setUnavailable(false);
    await fake.notify(intentId);
    expect((await findRegistered(t.db, input.email)).memberships).toHaveLength(1);
    expect((await returnTo(returnUrl)).statusCode).toBe(200);
  });

  it('finalises from a later notification an intent created while its answer to us was lost', async () => {
    fake.loseNextCreation();
    const input = registrationInput();
    const answer = await t.app.inject({ method: 'POST', url: '/api/registration/checkout', payload: input });
    expect(answer.statusCode).toBe(503);
    const lost = fake.intentRequests.at(-1)?.body.metadata?.reference as string;
    const [checkout] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, lost));
    expect(checkout).toMatchObject({ status: 'open', provider_session_id: null });

    // Another paid intent cannot be tied to this checkout by a forged notification.
    const other = await openRegistration();
    fake.pay(other.intentId);
    await notify({
      eventType: 'Order',
      data: { checkoutIntentId: Number(other.intentId) },
      metadata: { reference: lost },
    });
    expect(await usersWith(input.email)).toHaveLength(0);

    const intentId = String(fake.intentFor(lost)?.id);
    fake.pay(intentId);
    await fake.notify(intentId);
    expect((await findRegistered(t.db, input.email)).memberships).toHaveLength(1);
  });
});

describe('a payment whose return and notification both went astray', () => {
  it('is recorded by the catch-up ten minutes later, and an unpaid one is left alone', async () => {
    const paid = await openRegistration();
    const unpaid = await openRegistration();
    const returnUrl = fake.pay(paid.intentId);
    // The member closed the tab; the notification came while HelloAsso's API did not answer us.
    fake.setUnavailable(true);
    await fake.notify(paid.intentId);
    fake.setUnavailable(false);
    expect(await usersWith(paid.input.email)).toHaveLength(0);

    // Within ten minutes the return page and the notification still have the floor.
    await finalizeForgottenCheckouts(t.ctx);
    expect(await usersWith(paid.input.email)).toHaveLength(0);

    const tenMinutesLater = new Date(Date.now() + 11 * 60 * 1000);
    await finalizeForgottenCheckouts(t.ctx, tenMinutesLater);
    expect((await findRegistered(t.db, paid.input.email)).memberships).toHaveLength(1);
    expect(await usersWith(unpaid.input.email)).toHaveLength(0);

    // Run again, it records nothing twice; the member's return page then finds it done.
    await finalizeForgottenCheckouts(t.ctx, tenMinutesLater);
    expect((await findRegistered(t.db, paid.input.email)).memberships).toHaveLength(1);
    expect((await returnTo(returnUrl)).statusCode).toBe(200);
  });
});

describe('an intent left 45 minutes', () => {
  it('tells the member who comes back later, in French, and lets them start again', async () => {
    const { input, intentId } = await openRegistration();
    clockOffset = INTENT_LIFETIME_MS + 60_000;
    const late = await returnTo(
      `http://localhost:3000/register/success?checkoutIntentId=${intentId}&code=succeeded`,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({ code: 'PAYMENT_EXPIRED', message: PAYMENT_EXPIRED });
    expect(await usersWith(input.email)).toHaveLength(0);

    const again = await t.app.inject({ method: 'POST', url: '/api/registration/checkout', payload: input });
    expect(again.statusCode).toBe(200);
    const returnUrl = fake.pay(new URL(again.json().url).pathname.split('/').pop() ?? '');
    expect((await returnTo(returnUrl)).statusCode).toBe(200);
    expect((await findRegistered(t.db, input.email)).memberships).toHaveLength(1);
  });
});

describe('a renewal paid through HelloAsso', () => {
  it('can be finalised only by the member who paid it', async () => {
    const member = await createMember(t.db);
    const cookie = await signedInAs(t.ctx, member);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/renewal/checkout',
      headers: { cookie },
      payload: {},
    });
    const intentId = new URL(checkout.json().url).pathname.split('/').pop() ?? '';
    expect(fake.intentRequests.at(-1)?.body.payer).toMatchObject({ email: member.email, country: 'FRA' });
    const back = new URL(fake.pay(intentId));
    expect(back.pathname + back.search).toMatch(
      /^\/adhesion\?success=true&checkoutIntentId=\d+&code=succeeded/,
    );

    const other = await signedInAs(t.ctx, await createMember(t.db));
    const finalize = (who: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/members/me/renewal/finalize',
        headers: { cookie: who },
        payload: { session_id: intentId },
      });
    expect((await finalize(other)).statusCode).toBe(404);
    expect((await finalize(cookie)).statusCode).toBe(200);
  });
});
