import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adhesions, auditLog, mailOutbox, users } from '../../db/schema.ts';
import { createAdmin, createMember, signedInAs } from '../../testing/factories.ts';
import { addAdhesion, addHouseholdMembership } from '../../testing/members-factories.ts';
import { PAYMENT_PROVIDER_CASES, type ProviderHarness } from '../../testing/payment-providers.ts';
import { findRegistered, payRegistration, registrationInput } from '../../testing/registration.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { REFUND_UNAVAILABLE } from '../payments/refund.ts';

const REASON = 'Notre association est réservée aux habitants de la commune.';

const refuse = (t: TestApp, id: string, cookie?: string, payload: object = { reason: REASON }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/pending-users/${id}/refuse`,
    headers: cookie ? { cookie } : {},
    payload,
  });

const mailsTo = (t: TestApp, email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

/** Refused through each provider: the fee goes back through it, and the books say so. */
describe.each(PAYMENT_PROVIDER_CASES)('refusing a sign-up paid through $name', ({ start }) => {
  let h: ProviderHarness;
  let adminCookie: string;
  beforeAll(async () => {
    h = await start();
    adminCookie = await signedInAs(h.t.ctx, await createAdmin(h.t.db));
  });
  afterAll(() => h.close());

  it('refunds the payment through the provider, marks it refunded and mails the reason', async () => {
    const input = registrationInput({ prenom: 'Ophélie' });
    const checkout = await h.t.app.inject({
      method: 'POST',
      url: '/api/registration/checkout',
      payload: input,
    });
    const sessionId = await h.pay(checkout.json().url);
    await h.t.app.inject({
      method: 'POST',
      url: '/api/registration/finalize',
      payload: { session_id: sessionId },
    });
    const {
      users: [visitor],
      memberships: [membership],
    } = await findRegistered(h.t.db, input.email);
    if (!visitor || !membership?.payment_id) throw new Error('inscription non enregistrée');

    const response = await refuse(h.t, visitor.id, adminCookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ refund: 'rembourse' });
    expect(await h.refunds()).toContain(membership.payment_id);
    const [after] = await h.t.db.select().from(adhesions).where(eq(adhesions.id, membership.id));
    expect(after).toMatchObject({ statut: 'refused', refund: 'rembourse' });
    const mails = await mailsTo(h.t, input.email);
    const refusal = mails.find((mail) => mail.subject === 'Votre demande d’adhésion n’a pas été acceptée');
    expect(refusal?.text).toContain(REASON);
    expect(refusal?.text).toContain('Votre paiement en ligne vous est remboursé');
  });
});

describe('POST /api/admin/pending-users/:id/refuse', () => {
  let t: TestApp;
  let adminCookie: string;
  let memberCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
    memberCookie = await signedInAs(t.ctx, await createMember(t.db));
  });
  afterAll(() => t.close());

  const pendingIds = async () =>
    (await t.app.inject({ url: '/api/admin/pending-users?pageSize=100', headers: { cookie: adminCookie } }))
      .json()
      .items.map((user: { id: string }) => user.id);

  async function chequeSignUp() {
    const visitor = await createMember(t.db, { prenom: 'Inès', nom: 'Chèque', is_active: false });
    const [membership] = await t.db
      .insert(adhesions)
      .values({
        user_id: visitor.id,
        montant_cents: 750,
        date_debut: '2026-09-01',
        date_fin: '2027-09-01',
        statut: 'pending',
        mode_paiement: 'Chèque',
      })
      .returning();
    if (!membership) throw new Error('adhésion non créée');
    return { visitor, membership };
  }

  it('marks a cheque « à rembourser » for the treasurer, takes the account off the list, and journals it', async () => {
    const { visitor, membership } = await chequeSignUp();
    expect(await pendingIds()).toContain(visitor.id);

    const response = await refuse(t, visitor.id, adminCookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ refund: 'a_rembourser' });
    const [after] = await t.db.select().from(adhesions).where(eq(adhesions.id, membership.id));
    expect(after).toMatchObject({ statut: 'refused', refund: 'a_rembourser' });
    const [account] = await t.db.select().from(users).where(eq(users.id, visitor.id));
    expect(account).toMatchObject({ is_active: false, registration_refused_at: expect.any(Date) });
    expect(await pendingIds()).not.toContain(visitor.id);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'membership.refuse'), eq(auditLog.target_id, visitor.id)));
    expect(line).toMatchObject({
      target_label: 'Inès Chèque',
      changes: {
        adhesion: { before: 'En attente', after: 'Refusée' },
        motif_refus: { before: null, after: REASON },
        remboursement: { before: null, after: 'À rembourser' },
      },
    });
    const [mail] = await mailsTo(t, visitor.email);
    expect(mail?.text).toContain(REASON);
    expect(mail?.text).toContain('L’association vous remboursera votre cotisation');

    const payments = await t.app.inject({ url: '/api/admin/payments', headers: { cookie: adminCookie } });
    const line2 = payments.json().items.find((payment: { id: string }) => payment.id === membership.id);
    expect(line2).toMatchObject({ refund: 'a_rembourser', has_attestation: false });
  });

  it('refuses a household’s shares with its payer, and refunds only what was paid', async () => {
    const payer = await createMember(t.db, { prenom: 'Paul', nom: 'Foyer', is_active: false });
    const paid = await addAdhesion(t.db, payer.id, { statut: 'pending', montant_cents: 0 });
    const child = await createMember(t.db, { prenom: 'Léa', nom: 'Foyer', is_active: false });
    const share = await addHouseholdMembership(t.db, paid, child.id);
    const response = await refuse(t, payer.id, adminCookie);
    expect(response.json()).toEqual({ refund: 'rien' });
    const [after] = await t.db.select().from(adhesions).where(eq(adhesions.id, share.id));
    expect(after).toMatchObject({ statut: 'refused', refund: null });
  });

  it('answers 400 without a reason, with the French message beside the field, and changes nothing', async () => {
    const { visitor, membership } = await chequeSignUp();
    for (const payload of [{}, { reason: '   ' }]) {
      const response = await refuse(t, visitor.id, adminCookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual([
        { path: 'reason', message: 'Veuillez indiquer la raison du refus' },
      ]);
    }
    const [after] = await t.db.select().from(adhesions).where(eq(adhesions.id, membership.id));
    expect(after?.statut).toBe('pending');
  });

  it('answers 409 for an account already validated or already refused', async () => {
    const validated = await createMember(t.db);
    const already = await refuse(t, validated.id, adminCookie);
    expect(already.statusCode).toBe(409);
    expect(already.json().error.message).toBe(
      'Ce compte est déjà validé : son adhésion ne peut plus être refusée',
    );
    const { visitor } = await chequeSignUp();
    expect((await refuse(t, visitor.id, adminCookie)).statusCode).toBe(200);
    const twice = await refuse(t, visitor.id, adminCookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Cette adhésion a déjà été refusée');
    const validate = await t.app.inject({
      method: 'POST',
      url: `/api/admin/pending-users/${visitor.id}/validate`,
      headers: { cookie: adminCookie },
    });
    expect(validate.statusCode).toBe(404);
  });

  it('refuses nothing when the payment provider cannot refund: 503, the sign-up still pending, no mail', async () => {
    const input = registrationInput({ prenom: 'Agathe' });
    await t.app.inject({
      method: 'POST',
      url: '/api/registration/finalize',
      payload: { session_id: await payRegistration(t.app, input) },
    });
    const {
      users: [visitor],
      memberships: [membership],
    } = await findRegistered(t.db, input.email);
    if (!visitor || !membership) throw new Error('inscription non enregistrée');
    const refund = t.ctx.payments.refund;
    t.ctx.payments.refund = async () => {
      throw new Error('service de paiement injoignable');
    };
    try {
      const response = await refuse(t, visitor.id, adminCookie);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(REFUND_UNAVAILABLE);
    } finally {
      t.ctx.payments.refund = refund;
    }
    const [after] = await t.db.select().from(adhesions).where(eq(adhesions.id, membership.id));
    expect(after).toMatchObject({ statut: 'pending', refund: null });
    expect(await pendingIds()).toContain(visitor.id);
    const mails = await mailsTo(t, input.email);
    expect(mails.map((mail) => mail.subject)).not.toContain('Votre demande d’adhésion n’a pas été acceptée');
  });

  it('tells a refused visitor who signs in that her sign-up was refused, and opens no session', async () => {
    const { visitor } = await chequeSignUp();
    await refuse(t, visitor.id, adminCookie);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: visitor.email, password: visitor.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'ACCOUNT_NOT_VALIDATED',
      message:
        'Votre demande d’adhésion n’a pas été acceptée : l’email que vous avez reçu en donne la raison.',
    });
  });

  it('answers 404 for an unknown account', async () => {
    const response = await refuse(t, '00000000-0000-4000-8000-000000000000', adminCookie);
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 signed out and 403 to a member, and changes nothing', async () => {
    const { visitor, membership } = await chequeSignUp();
    expect((await refuse(t, visitor.id)).statusCode).toBe(401);
    expect((await refuse(t, visitor.id, memberCookie)).statusCode).toBe(403);
    const [after] = await t.db.select().from(adhesions).where(eq(adhesions.id, membership.id));
    expect(after?.statut).toBe('pending');
    expect(await mailsTo(t, visitor.email)).toEqual([]);
  });
});
