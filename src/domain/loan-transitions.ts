import type { LoanStatus } from './materials.ts';
import type { Role } from './members.ts';
import { z } from './zod.ts';

/**
 * The one loan state machine, used by the server to decide and by the web to offer only what is
 * allowed. Admin actions follow the spec's table; a member may cancel their own request while it
 * waits. Stock moves only when equipment physically leaves (retire) or comes back (return).
 */
export const LOAN_ACTIONS = ['confirm', 'reject', 'retire', 'return', 'cancel'] as const;
export type LoanAction = (typeof LOAN_ACTIONS)[number];
export type LoanActor = Role;

type ActionRule = { from: readonly LoanStatus[]; actor: LoanActor; label: string };

export const LOAN_ACTION_RULES: Record<LoanAction, ActionRule> = {
  confirm: { from: ['En attente'], actor: 'admin', label: 'Confirmer' },
  reject: { from: ['En attente'], actor: 'admin', label: 'Refuser' },
  retire: { from: ['Confirmé'], actor: 'admin', label: 'Marquer comme retiré' },
  return: { from: ['Confirmé', 'Retiré'], actor: 'admin', label: 'Marquer comme retourné' },
  cancel: { from: ['En attente'], actor: 'member', label: 'Annuler la demande' },
};

const ADMIN_LOAN_ACTIONS = ['confirm', 'reject', 'retire', 'return'] as const satisfies LoanAction[];
export type AdminLoanAction = (typeof ADMIN_LOAN_ACTIONS)[number];

const RETURN_STATE = 'Retourné';
const RETURN_NOTES_REQUIRED = 'Les notes de retour sont requises';

/** Spec: 'Retourné - Défaut' when the notes contain the word défaut, in any case. */
export function returnStatusFor(notes: string): LoanStatus {
  return notes.normalize('NFC').toLocaleLowerCase('fr-FR').includes('défaut')
    ? 'Retourné - Défaut'
    : 'Retourné - RAS';
}

export function allowedLoanActions(status: LoanStatus, actor: LoanActor): LoanAction[] {
  return LOAN_ACTIONS.filter(
    (action) => LOAN_ACTION_RULES[action].actor === actor && LOAN_ACTION_RULES[action].from.includes(status),
  );
}

export type LoanTransition = {
  status: LoanStatus;
  /** Units given back to (positive) or taken from (negative) the equipment's available stock. */
  stockChange: number;
  return_state?: string;
  return_notes?: string;
};

export type LoanTransitionPlan =
  | { ok: true; transition: LoanTransition }
  | { ok: false; reason: 'forbidden' | 'notes_required'; message: string };

const forbiddenTransitionMessage = (status: LoanStatus) =>
  `Action impossible : cet emprunt est « ${status} »`;

export function planLoanTransition(
  loan: { status: LoanStatus; quantity: number },
  action: LoanAction,
  actor: LoanActor,
  returnNotes?: string | null,
): LoanTransitionPlan {
  if (!allowedLoanActions(loan.status, actor).includes(action)) {
    return { ok: false, reason: 'forbidden', message: forbiddenTransitionMessage(loan.status) };
  }
  switch (action) {
    case 'confirm':
      return { ok: true, transition: { status: 'Confirmé', stockChange: 0 } };
    case 'reject':
      return { ok: true, transition: { status: 'Refusé', stockChange: 0 } };
    case 'cancel':
      return { ok: true, transition: { status: 'Annulé', stockChange: 0 } };
    case 'retire':
      return { ok: true, transition: { status: 'Retiré', stockChange: -loan.quantity } };
    case 'return': {
      const notes = returnNotes?.trim() ?? '';
      if (!notes) return { ok: false, reason: 'notes_required', message: RETURN_NOTES_REQUIRED };
      return {
        ok: true,
        transition: {
          status: returnStatusFor(notes),
          // Equipment never retired never left the stock: giving it back would count it twice.
          stockChange: loan.status === 'Retiré' ? loan.quantity : 0,
          return_state: RETURN_STATE,
          return_notes: notes,
        },
      };
    }
  }
}

export const loanActionInputSchema = z
  .object({
    action: z.enum(ADMIN_LOAN_ACTIONS, 'Action inconnue'),
    return_notes: z.string().trim().max(2000, 'Les notes sont trop longues').optional(),
  })
  .refine((input) => input.action !== 'return' || Boolean(input.return_notes), {
    path: ['return_notes'],
    message: RETURN_NOTES_REQUIRED,
  });
export type LoanActionInput = z.infer<typeof loanActionInputSchema>;
