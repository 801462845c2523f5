import { and, eq, ne } from 'drizzle-orm';
import { addOneYear } from '../../../domain/members.ts';
import type { FinalizeRegistrationResponse, RegisterInput } from '../../../domain/registration.ts';
import type { AppContext } from '../../app-context.ts';
import { adhesions, checkoutSessions } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { registrationReceivedMail } from '../../infra/mail/templates.ts';
import { createAccount, EMAIL_TAKEN, hashPassword, isEmailTaken } from '../auth/accounts.ts';
import { openCheckout, PAYMENT_NOT_CONFIRMED } from '../payments/checkout.ts';

/**
 * Opens a payment for a new membership. The form waits on our server (the password only as a
 * hash); the provider gets the amount and our reference, nothing else.
 */
export async function createRegistrationCheckout(
  ctx: AppContext,
  input: RegisterInput,
): Promise<{ url: string }> {
  if (await isEmailTaken(ctx.db, input.email)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  const { password, ...registration } = input;
  return openCheckout(ctx, {
    purpose: 'inscription',
    description: 'Adhésion annuelle',
    customerEmail: input.email,
    successPath: '/register/success',
    cancelPath: '/register?annule=1',
    registration,
    password_hash: await hashPassword(password),
  });
}

/**
 * Creates the member once the payment is confirmed. The success page and the payment webhook
 * may both call it, in any order and at the same time: the checkout row is locked and marked
 * completed in the same transaction, so exactly one user and one membership come out.
 */
export async function finalizeRegistration(
  ctx: AppContext,
  providerSessionId: string,
): Promise<FinalizeRegistrationResponse> {
  const checkout = await findRegistrationCheckout(ctx, providerSessionId);
  if (checkout.status === 'completed') return summarize(checkout);
  const payment = await ctx.payments.getPayment(providerSessionId);
  if (!payment.paid) throw conflict(PAYMENT_NOT_CONFIRMED, 'PAYMENT_NOT_CONFIRMED');
  const paymentId = payment.paymentId ?? providerSessionId;

  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout.id))
      .for('update');
    if (!locked?.registration) throw notFound('Session de paiement introuvable');
    if (locked.status === 'completed') return summarize(locked);
    if (!locked.password_hash) throw conflict('Mot de passe non trouvé', 'PASSWORD_MISSING');

    const registration = locked.registration;
    const user = await createAccount(tx, {
      ...registration,
      passwordHash: locked.password_hash,
      is_active: false,
    });
    const today = new Date().toISOString().slice(0, 10);
    await tx.insert(adhesions).values({
      user_id: user.id,
      type: 'standard',
      montant: locked.amount_cents / 100,
      date_debut: today,
      date_fin: addOneYear(today),
      statut: 'pending',
      mode_paiement: 'Carte Bancaire',
      payment_id: paymentId,
    });
    await tx
      .update(checkoutSessions)
      .set({
        status: 'completed',
        completed_at: new Date(),
        payment_id: paymentId,
        user_id: user.id,
        password_hash: null,
      })
      .where(and(eq(checkoutSessions.id, locked.id), ne(checkoutSessions.status, 'completed')));
    await enqueueMail(
      tx,
      registrationReceivedMail(
        { associationName: ctx.config.association.name },
        registration.email,
        registration.prenom,
      ),
    );
    return summarize(locked);
  });
}

async function findRegistrationCheckout(ctx: AppContext, providerSessionId: string) {
  const [checkout] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider_session_id, providerSessionId),
        eq(checkoutSessions.purpose, 'inscription'),
      ),
    );
  if (!checkout?.registration) throw notFound('Session de paiement introuvable');
  return checkout;
}

function summarize(checkout: typeof checkoutSessions.$inferSelect): FinalizeRegistrationResponse {
  return { prenom: checkout.registration?.prenom ?? '', email: checkout.registration?.email ?? '' };
}
