import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';

const intentIdSchema = z
  .union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)])
  .transform(String);

/** Only where to look: every amount and state in the body is ignored. */
const hintSchema = z.object({
  data: z
    .object({ checkoutIntentId: intentIdSchema.optional().catch(undefined) })
    .nullish()
    .catch(null),
  metadata: z
    .object({ reference: z.uuid().optional().catch(undefined) })
    .nullish()
    .catch(null),
});

type Hint = { reference: string | undefined; intentId: string | undefined };

/** The route declares no body: anyone may post anything, so what does not fit is ignored, never refused. */
function readHint(body: unknown): Hint {
  const parsed = hintSchema.safeParse(body);
  if (!parsed.success) return { reference: undefined, intentId: undefined };
  return { reference: parsed.data.metadata?.reference, intentId: parsed.data.data?.checkoutIntentId };
}

async function findCheckout(ctx: AppContext, { reference, intentId }: Hint) {
  const which = reference
    ? eq(checkoutSessions.id, reference)
    : intentId
      ? eq(checkoutSessions.provider_session_id, intentId)
      : undefined;
  if (!which) return undefined;
  const [checkout] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(and(which, eq(checkoutSessions.provider, 'helloasso')));
  return checkout;
}

/**
 * A checkout whose intent HelloAsso created while its answer to us was lost: the intent the
 * notification names is ours only if HelloAsso itself says it carries this checkout's reference.
 */
async function claimIntent(
  ctx: AppContext,
  { checkoutId, intentId }: { checkoutId: string; intentId: string | undefined },
): Promise<string | null> {
  if (!intentId) return null;
  const payment = await ctx.payments.getPayment(intentId);
  if (payment.checkoutId !== checkoutId) return null;
  await ctx.db
    .update(checkoutSessions)
    .set({ provider_session_id: intentId })
    .where(and(eq(checkoutSessions.id, checkoutId), isNull(checkoutSessions.provider_session_id)));
  const [claimed] = await ctx.db
    .select({ provider_session_id: checkoutSessions.provider_session_id })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkoutId));
  return claimed?.provider_session_id ?? null;
}

/**
 * HelloAsso tells us of an order or a payment (events `Order` and `Payment`), even when the member
 * closed the tab. Its notifications are not signed: anyone could post one. So the body only says
 * which checkout to look at; HelloAsso's API then says whether and how much was paid, and the
 * same idempotent finalisation as the return page records it. Once HelloAsso is the provider,
 * never throws: the answer is always 200, and what went wrong is in the log.
 */
export async function handleHelloAssoNotification(ctx: AppContext, body: unknown): Promise<void> {
  if (ctx.payments.name !== 'helloasso') throw notFound('HelloAsso non configuré');
  const hint = readHint(body);
  try {
    const checkout = await findCheckout(ctx, hint);
    if (!checkout || checkout.status === 'completed') return;
    const intentId =
      checkout.provider_session_id ??
      (await claimIntent(ctx, { checkoutId: checkout.id, intentId: hint.intentId }));
    if (!intentId) return;
    await ctx.paymentFinalizers[checkout.purpose](ctx, { providerSessionId: intentId });
  } catch (error) {
    if (error instanceof AppError) {
      ctx.log.info({ code: error.code, ...hint }, 'Notification HelloAsso sans suite');
    } else {
      ctx.log.warn({ err: error, ...hint }, 'Notification HelloAsso non traitée');
    }
  }
}
