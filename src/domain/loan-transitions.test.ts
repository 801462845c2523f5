import { describe, expect, it } from 'vitest';
import {
  allowedLoanActions,
  LOAN_ACTIONS,
  type LoanAction,
  loanActionInputSchema,
  planLoanTransition,
  returnStatusFor,
} from './loan-transitions.ts';
import { LOAN_STATUSES, type LoanStatus } from './materials.ts';

/** Every allowed (status, action) pair and what it leads to; everything else is refused. */
const expected: Partial<Record<LoanStatus, Partial<Record<LoanAction, [LoanStatus, number]>>>> = {
  'En attente': { confirm: ['Confirmé', 0], reject: ['Refusé', 0], cancel: ['Annulé', 0] },
  Confirmé: { retire: ['Retiré', -3], return: ['Retourné - RAS', 0] },
  Retiré: { return: ['Retourné - RAS', 3] },
};

describe('planLoanTransition', () => {
  for (const status of LOAN_STATUSES) {
    for (const action of LOAN_ACTIONS) {
      const outcome = expected[status]?.[action];
      const actor = action === 'cancel' ? 'member' : 'admin';
      it(`${status} × ${action}: ${outcome ? outcome[0] : 'refusé'}`, () => {
        const plan = planLoanTransition({ status, quantity: 3 }, action, actor, 'RAS');
        if (!outcome) {
          expect(plan).toEqual({
            ok: false,
            reason: 'forbidden',
            message: `Action impossible : cet emprunt est « ${status} »`,
          });
          return;
        }
        expect(plan.ok).toBe(true);
        if (!plan.ok) return;
        expect(plan.transition.status).toBe(outcome[0]);
        expect(plan.transition.stockChange).toBe(outcome[1]);
      });
    }
  }

  it('keeps admin actions from members and the cancel action from admins', () => {
    expect(planLoanTransition({ status: 'En attente', quantity: 1 }, 'confirm', 'member').ok).toBe(false);
    expect(planLoanTransition({ status: 'En attente', quantity: 1 }, 'cancel', 'admin').ok).toBe(false);
    expect(allowedLoanActions('En attente', 'admin')).toEqual(['confirm', 'reject']);
    expect(allowedLoanActions('En attente', 'member')).toEqual(['cancel']);
    expect(allowedLoanActions('Confirmé', 'admin')).toEqual(['retire', 'return']);
    expect(allowedLoanActions('Retiré', 'admin')).toEqual(['return']);
    for (const closed of ['Refusé', 'Annulé', 'Retourné - RAS', 'Non retourné', 'Terminé'] as const) {
      expect(allowedLoanActions(closed, 'admin')).toEqual([]);
    }
  });

  it('requires return notes and records the return', () => {
    expect(planLoanTransition({ status: 'Retiré', quantity: 2 }, 'return', 'admin', '  ')).toEqual({
      ok: false,
      reason: 'notes_required',
      message: 'Les notes de retour sont requises',
    });
    expect(
      planLoanTransition({ status: 'Retiré', quantity: 2 }, 'return', 'admin', ' petit Défaut sur le câble '),
    ).toEqual({
      ok: true,
      transition: {
        status: 'Retourné - Défaut',
        stockChange: 2,
        return_state: 'Retourné',
        return_notes: 'petit Défaut sur le câble',
      },
    });
  });
});

describe('returnStatusFor', () => {
  it('finds the word défaut in any case', () => {
    expect(returnStatusFor('Un DÉFAUT sur la lentille')).toBe('Retourné - Défaut');
    expect(returnStatusFor('défauts multiples')).toBe('Retourné - Défaut');
    expect(returnStatusFor('De\u0301faut (accent décomposé)')).toBe('Retourné - Défaut');
    expect(returnStatusFor('Tout est en ordre')).toBe('Retourné - RAS');
  });
});

describe('loanActionInputSchema', () => {
  it('asks for notes only on a return', () => {
    expect(loanActionInputSchema.safeParse({ action: 'confirm' }).success).toBe(true);
    const noNotes = loanActionInputSchema.safeParse({ action: 'return', return_notes: ' ' });
    expect(noNotes.error?.issues[0]?.message).toBe('Les notes de retour sont requises');
    expect(loanActionInputSchema.safeParse({ action: 'cancel' }).success).toBe(false);
  });
});
