import { describe, expect, it } from 'vitest';
import { canCancelLoan, canSeeLoan } from './loan-permissions.ts';
import { LOAN_STATUSES } from './materials.ts';

const member = { id: 'm1' };

describe('canSeeLoan', () => {
  it('shows a loan to its borrower only', () => {
    expect(canSeeLoan(member, { user_id: 'm1' })).toBe(true);
    expect(canSeeLoan(member, { user_id: 'm2' })).toBe(false);
  });
});

describe('canCancelLoan', () => {
  for (const status of LOAN_STATUSES) {
    const expected = status === 'En attente';
    it(`${expected ? 'lets' : 'does not let'} the borrower cancel a loan « ${status} »`, () => {
      expect(canCancelLoan(member, { user_id: 'm1', status })).toBe(expected);
    });
  }

  it("refuses someone else's waiting request", () => {
    expect(canCancelLoan(member, { user_id: 'm2', status: 'En attente' })).toBe(false);
  });
});
