import type { SessionUser } from './auth.ts';
import type { Role } from './members.ts';

/**
 * In the member area, a member sees their own memberships only (and their certificates); the
 * server answers anyone else's like a missing one. Administrators work from their own page.
 */
export function canSeeAdhesion(user: Pick<SessionUser, 'id'>, adhesion: { user_id: string }): boolean {
  return adhesion.user_id === user.id;
}

/** A member finalises only their own renewal payment; the provider's notification finalises any. */
export function canFinalizeRenewal(
  user: Pick<SessionUser, 'id'>,
  checkout: { user_id: string | null },
): boolean {
  return checkout.user_id === user.id;
}

export const CANNOT_DELETE_SELF = 'Vous ne pouvez pas supprimer votre propre compte';
export const CANNOT_DEMOTE_SELF = 'Vous ne pouvez pas retirer votre propre rôle administrateur';

/** An administrator cannot take their own administrator role away: someone must keep the keys. */
export function canSetRole(admin: Pick<SessionUser, 'id'>, user: { id: string }, role: Role): boolean {
  return user.id !== admin.id || role === 'admin';
}

/** An administrator cannot delete their own account from the members page. */
export function canDeleteUser(admin: Pick<SessionUser, 'id'>, user: { id: string }): boolean {
  return user.id !== admin.id;
}
