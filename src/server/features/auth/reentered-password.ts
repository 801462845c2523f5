import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { USER_NOT_IN_DATABASE } from '../../../domain/auth.ts';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';

/** better-auth's answer to a wrong current password, raw or already translated. */
function isWrongPassword(error: unknown): boolean {
  if (error instanceof AppError) return error.code === 'INVALID_PASSWORD';
  return error instanceof APIError && error.body?.code === 'INVALID_PASSWORD';
}

/**
 * Runs `check`, better-auth's check of a password a signed-in member types again (to change it, to
 * erase the account). Whoever finds a computer left signed in could otherwise guess without end:
 * a wrong password counts toward the account's sign-in failures (LOGIN_MAX_PER_ACCOUNT), and once
 * they are reached even the right one is refused, with the sign-in's own message, until the window
 * ends. A right one clears the count, as a sign-in does.
 */
export async function checkReenteredPassword<T>(
  ctx: AppContext,
  userId: string,
  check: () => Promise<T>,
): Promise<T> {
  const [account] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!account) throw notFound(USER_NOT_IN_DATABASE);
  const limits = ctx.limits.signIn;
  await limits.checkReenteredPassword(account.email);
  try {
    const result = await check();
    await limits.passwordAccepted(account.email);
    return result;
  } catch (error) {
    if (isWrongPassword(error)) await limits.passwordRefused(account.email);
    throw error;
  }
}
