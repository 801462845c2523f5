import { and, asc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { checkoutSessions } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/** A payment under way is left to its return page and notification for this long first. */
const QUIET_MS = 10 * 60 * 1000;
/** After a day, a checkout nobody paid is abandoned: the provider forgot it long before. */
const GIVE_UP_MS = 24 * 60 * 60 * 1000;
/** A run asks the provider about this many checkouts at most; the next run takes the rest. */
const PER_RUN = 100;

/**
 * Payments whose return page and notification both went astray (the member closed the tab while
 * the provider's notification found us down, or the provider down): the provider is asked again
 * about each checkout still open after ten minutes, and the same idempotent finalisation records
 * what was paid. Returns how many were recorded.
 */
export async function finalizeForgottenCheckouts(ctx: AppContext, now = new Date()): Promise<number> {
  const forgotten = await ctx.db
    .select({
      purpose: checkoutSessions.purpose,
      providerSessionId: checkoutSessions.provider_session_id,
    })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.status, 'open'),
        eq(checkoutSessions.provider, ctx.payments.name),
        isNotNull(checkoutSessions.provider_session_id),
        lt(checkoutSessions.created_at, new Date(now.getTime() - QUIET_MS)),
        gt(checkoutSessions.created_at, new Date(now.getTime() - GIVE_UP_MS)),
      ),
    )
    .orderBy(asc(checkoutSessions.created_at))
    .limit(PER_RUN);
  let recorded = 0;
  for (const { purpose, providerSessionId } of forgotten) {
    if (!providerSessionId) continue;
    try {
      await ctx.paymentFinalizers[purpose](ctx, { providerSessionId });
      recorded += 1;
    } catch (error) {
      // Not paid, expired, another amount: the provider's answer stands, and was logged if odd.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return recorded;
}
