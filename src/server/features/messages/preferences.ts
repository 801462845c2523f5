import { and, eq, inArray } from 'drizzle-orm';
import { OPTIONAL_CATEGORIES, type OptionalCategory } from '../../../domain/association-messages.ts';
import type { SessionUser } from '../../../domain/auth.ts';
import type { MessagePreferences } from '../../../domain/member-messages.ts';
import type { AppContext } from '../../app-context.ts';
import { messageOptOuts } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { lockLiveAccount } from '../accounts/erased.ts';

/** Which optional categories the member receives by mail (`statutaire` is always sent). */
export async function getMessagePreferences(
  { db }: AppContext,
  { id: userId }: SessionUser,
): Promise<MessagePreferences> {
  const left = await db
    .select({ category: messageOptOuts.category })
    .from(messageOptOuts)
    .where(eq(messageOptOuts.user_id, userId));
  const isLeft = (category: OptionalCategory) => left.some((row) => row.category === category);
  return { informations: !isLeft('informations'), rappels: !isLeft('rappels') };
}

/**
 * The member's choice from their profile, both categories at once. An opt-out row keeps the date
 * it was first made: saying it again changes nothing.
 */
export async function updateMessagePreferences(
  ctx: AppContext,
  preferences: MessagePreferences,
  member: SessionUser,
): Promise<MessagePreferences> {
  const { db } = ctx;
  const userId = member.id;
  const left = OPTIONAL_CATEGORIES.filter((category) => !preferences[category]);
  const kept = OPTIONAL_CATEGORIES.filter((category) => preferences[category]);
  await db.transaction(async (tx) => {
    await lockLiveAccount(tx, userId);
    if (left.length > 0) {
      await tx
        .insert(messageOptOuts)
        .values(left.map((category) => ({ user_id: userId, category })))
        .onConflictDoNothing();
    }
    if (kept.length > 0) {
      await tx
        .delete(messageOptOuts)
        .where(and(eq(messageOptOuts.user_id, userId), inArray(messageOptOuts.category, kept)));
    }
  });
  return getMessagePreferences(ctx, member);
}

/** From the stop link of a mail: no more of that category. Saying it twice changes nothing. */
export async function optOutOfCategory(
  { db }: AppContext,
  { userId, category }: { userId: string; category: OptionalCategory },
): Promise<void> {
  await db.transaction(async (tx) => {
    try {
      await lockLiveAccount(tx, userId);
    } catch (error) {
      // A member deleted or erased since the mail has nothing left to stop.
      if (error instanceof AppError) return;
      throw error;
    }
    await tx.insert(messageOptOuts).values({ user_id: userId, category }).onConflictDoNothing();
  });
}
