import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { verifications } from '../../db/schema.ts';
import { readCookies } from './better-auth-bridge.ts';

/**
 * The account whose sign-in code is awaited. better-auth's two-factor cookie carries a signed
 * identifier of a verification row that holds the user's id. Its signature is not checked here:
 * better-auth checks it before comparing any code, so a forged cookie never gets a code compared.
 */
export async function findPendingSignInUserId(ctx: AppContext, headers: Headers): Promise<string | null> {
  const { createAuthCookie } = await ctx.auth.$context;
  const raw = readCookies(headers).get(createAuthCookie('two_factor').name);
  if (!raw) return null;
  let signed: string;
  try {
    signed = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const identifier = signed.slice(0, signed.lastIndexOf('.'));
  if (!identifier) return null;
  const [row] = await ctx.db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())));
  return row?.userId ?? null;
}
