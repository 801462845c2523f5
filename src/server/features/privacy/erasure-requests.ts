import { APIError } from 'better-auth/api';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth.ts';
import { USER_NOT_IN_DATABASE } from '../../../domain/auth.ts';
import { formatDate } from '../../../domain/format.ts';
import type { IdParams } from '../../../domain/ids.ts';
import { erasureDueAt, WRONG_PASSWORD } from '../../../domain/privacy.ts';
import type {
  ErasureRequestInput,
  ErasureRequestPage,
  ErasureStatus,
  ListErasureRequestsQuery,
} from '../../../domain/privacy-schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { defineList } from '../../db/list.ts';
import { users } from '../../db/schema.ts';
import { invalidFields, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import type { Administrator } from '../audit/record.ts';
import { translateAuthError } from '../auth/better-auth-bridge.ts';
import { checkReenteredPassword } from '../auth/reentered-password.ts';
import { keepAnAdministrator } from '../members/administrators.ts';
import { matchesMemberSearch } from '../members/member-search.ts';
import { getMailSender } from '../settings/service.ts';
import { eraseAccount } from './erasure.ts';
import { erasureRequestedMail } from './mails.ts';

const presentStatus = (requestedAt: Date | null): ErasureStatus => ({
  requested_at: requestedAt?.toISOString() ?? null,
  due_at: requestedAt ? erasureDueAt(requestedAt) : null,
});

export async function getErasureStatus({ db }: AppContext, member: SessionUser): Promise<ErasureStatus> {
  const [user] = await db
    .select({ requestedAt: users.erasure_requested_at })
    .from(users)
    .where(eq(users.id, member.id));
  if (!user) throw notFound(USER_NOT_IN_DATABASE);
  return presentStatus(user.requestedAt);
}

/**
 * better-auth checks the password of the session's own account; a wrong one names the field, and
 * counts toward the account's sign-in failures.
 */
async function checkPassword(ctx: AppContext, userId: string, password: string, headers: Headers) {
  try {
    await checkReenteredPassword(ctx, userId, () =>
      ctx.auth.api.verifyPassword({ body: { password }, headers }),
    );
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'INVALID_PASSWORD') {
      throw invalidFields([{ path: 'password', message: WRONG_PASSWORD }]);
    }
    throw translateAuthError(error);
  }
}

/**
 * "Supprimer mon compte": confirmed with the password, recorded, and carried out by the
 * association within 30 days. Asking again keeps the first date.
 */
export async function requestErasure(
  ctx: AppContext,
  { password, headers }: ErasureRequestInput & { headers: Headers },
  { id: userId }: SessionUser,
): Promise<ErasureStatus> {
  await checkPassword(ctx, userId, password, headers);
  const sender = await getMailSender(ctx);
  return ctx.db.transaction(async (tx) => {
    await keepAnAdministrator(tx, { userId, actorId: userId });
    const [requested] = await tx
      .update(users)
      .set({ erasure_requested_at: new Date() })
      .where(and(eq(users.id, userId), isNull(users.erasure_requested_at)))
      .returning({ requestedAt: users.erasure_requested_at, email: users.email, prenom: users.prenom });
    if (!requested) {
      const [current] = await tx
        .select({ requestedAt: users.erasure_requested_at })
        .from(users)
        .where(eq(users.id, userId));
      return presentStatus(current?.requestedAt ?? null);
    }
    const status = presentStatus(requested.requestedAt);
    const dueDate = formatDate(status.due_at ?? '');
    await enqueueMail(tx, erasureRequestedMail(sender, requested, dueDate));
    return status;
  });
}

/** The member changed their mind before the association carried the request out. */
export async function cancelErasureRequest({ db }: AppContext, member: SessionUser): Promise<ErasureStatus> {
  await db.update(users).set({ erasure_requested_at: null }).where(eq(users.id, member.id));
  return presentStatus(null);
}

const awaitingErasure = and(isNotNull(users.erasure_requested_at), isNull(users.erased_at));
const erasureRequestsList = defineList({
  name: 'erasure_requests',
  rows: (db, filter, window) =>
    db
      .select({
        id: users.id,
        prenom: users.prenom,
        nom: users.nom,
        email: users.email,
        requestedAt: users.erasure_requested_at,
      })
      .from(users)
      .where(and(awaitingErasure, filter))
      .orderBy(asc(users.erasure_requested_at), asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
  table: users,
  base: awaitingErasure,
});

/** The requests waiting for an administrator, oldest (most urgent) first, searched like the register. */
export async function listErasureRequests(
  { db }: AppContext,
  { search, page, pageSize }: ListErasureRequestsQuery,
): Promise<ErasureRequestPage> {
  const filter = matchesMemberSearch(search);
  const { rows, ...total } = await erasureRequestsList.page(db, { filter, page: { page, pageSize } });
  const items = rows.map(({ requestedAt, ...row }) => {
    const requested_at = (requestedAt ?? new Date()).toISOString();
    return { ...row, requested_at, due_at: erasureDueAt(requested_at) };
  });
  return { items, ...total, page, pageSize };
}

/** An administrator carries out a member's request before the 30 days are up. */
export function confirmErasure(
  ctx: AppContext,
  { id: userId }: IdParams,
  admin: Administrator,
): Promise<void> {
  return eraseAccount(ctx, { userId, actor: admin, action: 'member.erasure-confirm' });
}
