import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../domain/auth.ts';
import type { AppContext } from '../../app-context.ts';
import { forwardCookies, toSessionRequest } from './better-auth-bridge.ts';
import { getSession } from './service.ts';

/** Who the request's session belongs to, if anyone; a refreshed session cookie goes out with the reply. */
export async function sessionUser(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  const session = await getSession(ctx, toSessionRequest(request));
  forwardCookies(reply, session.cookies);
  return session.result;
}
