import type { SessionUser } from './auth.ts';
import { allowedLoanActions } from './loan-transitions.ts';
import type { LoanStatus } from './materials.ts';

type OwnedLoan = { user_id: string; status: LoanStatus };

/**
 * In the member area, a member sees and acts on their own loans only; the server answers anyone
 * else's like a missing one, so that ids tell nothing. Administrators work from their own page.
 */
export function canSeeLoan(user: Pick<SessionUser, 'id'>, loan: Pick<OwnedLoan, 'user_id'>): boolean {
  return loan.user_id === user.id;
}

/** The member's "Annuler la demande": their own request, while it waits. */
export function canCancelLoan(user: Pick<SessionUser, 'id'>, loan: OwnedLoan): boolean {
  return canSeeLoan(user, loan) && allowedLoanActions(loan.status, 'member').includes('cancel');
}
