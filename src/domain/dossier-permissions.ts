import type { SessionUser } from './auth.ts';
import type { Dossier } from './dossiers-schemas.ts';

/** The dossier's creator moves its steps; an administrator moves anyone's. */
export function canMoveDossierStep(
  user: Pick<SessionUser, 'id' | 'role'>,
  dossier: Pick<Dossier, 'user_id'>,
): boolean {
  return user.role === 'admin' || dossier.user_id === user.id;
}
