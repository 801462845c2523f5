import { and, asc, eq, exists, isNull, lt, not, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ERASURE_DELAY_DAYS,
  type RetentionRun,
  UNVALIDATED_ACCOUNT_RETENTION_DAYS,
} from '../../../domain/privacy.ts';
import type { Db } from '../../db/client.ts';
import { adhesions, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { isPaymentReceived } from '../ledger/payment-received.ts';
import { type ErasureContext, eraseAccount } from './erasure.ts';

const olderThanDays = (column: typeof users.createdAt | typeof users.erasure_requested_at, days: number) =>
  lt(column, sql`now() - ${days} * interval '1 day'`);

/** The job's context; the log hears of the erasures it must postpone. */
export type RetentionContext = ErasureContext & { log?: Pick<FastifyBaseLogger, 'warn'> };

/**
 * The requests no administrator confirmed within 30 days are carried out by the association
 * itself. One that cannot be (equipment still borrowed, or the last active administrator's own)
 * stays on the administrators' list and is tried again the next day.
 */
async function eraseDueAccounts(ctx: RetentionContext): Promise<number> {
  const due = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.erased_at), olderThanDays(users.erasure_requested_at, ERASURE_DELAY_DAYS)))
    .orderBy(asc(users.erasure_requested_at));
  let erased = 0;
  for (const { id } of due) {
    try {
      await eraseAccount(ctx, { userId: id, actor: 'system', action: 'member.erasure-due' });
      erased += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'LAST_ADMIN') {
        ctx.log?.warn(
          { userId: id },
          'erasure postponed: the account is the last active administrator, until another one is named',
        );
      }
    }
  }
  return erased;
}

/**
 * Registrations never validated and never paid are deleted after 90 days: nobody will validate
 * them, and the association has no reason to keep a stranger's address. An inactive account
 * never signed in, so it has no photo, no document, no loan; its rows go with it.
 */
async function deleteStaleRegistrations(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const paid = tx
      .select({ id: adhesions.id })
      .from(adhesions)
      .where(and(eq(adhesions.user_id, users.id), isPaymentReceived));
    const deleted = await tx
      .delete(users)
      .where(
        and(
          eq(users.is_active, false),
          isNull(users.erased_at),
          olderThanDays(users.createdAt, UNVALIDATED_ACCOUNT_RETENTION_DAYS),
          not(exists(paid)),
        ),
      )
      .returning({ id: users.id });
    if (deleted.length > 0) {
      // One entry for the run, without the names it would keep of people the association forgets.
      await recordAudit(tx, 'system', {
        action: 'member.delete',
        target: {
          type: 'user',
          label: `${deleted.length} inscription(s) ni validée(s) ni payée(s) depuis ${UNVALIDATED_ACCOUNT_RETENTION_DAYS} jours`,
        },
      });
    }
    return deleted.length;
  });
}

/** The daily retention job: erasures that came due, then stale registrations. */
export async function applyRetention(ctx: RetentionContext): Promise<RetentionRun> {
  const erased = await eraseDueAccounts(ctx);
  const deleted = await deleteStaleRegistrations(ctx.db);
  return { erased, deleted };
}
