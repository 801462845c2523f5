import { describe, expect, it } from 'vitest';
import { canDeleteUser, canFinalizeRenewal, canSeeAdhesion, canSetRole } from './member-permissions.ts';

const admin = { id: 'a1' };

describe('canSeeAdhesion', () => {
  it('shows a membership to its member only', () => {
    expect(canSeeAdhesion({ id: 'm1' }, { user_id: 'm1' })).toBe(true);
    expect(canSeeAdhesion({ id: 'm1' }, { user_id: 'm2' })).toBe(false);
  });
});

describe('canFinalizeRenewal', () => {
  it("finalises the member's own payment only", () => {
    expect(canFinalizeRenewal({ id: 'm1' }, { user_id: 'm1' })).toBe(true);
    expect(canFinalizeRenewal({ id: 'm1' }, { user_id: 'm2' })).toBe(false);
    expect(canFinalizeRenewal({ id: 'm1' }, { user_id: null })).toBe(false);
  });
});

describe('canSetRole', () => {
  it('lets an administrator set any role on someone else', () => {
    expect(canSetRole(admin, { id: 'm1' }, 'member')).toBe(true);
    expect(canSetRole(admin, { id: 'm1' }, 'admin')).toBe(true);
  });

  it('refuses an administrator who would demote themselves', () => {
    expect(canSetRole(admin, { id: 'a1' }, 'member')).toBe(false);
    expect(canSetRole(admin, { id: 'a1' }, 'admin')).toBe(true);
  });
});

describe('canDeleteUser', () => {
  it('refuses an administrator deleting their own account', () => {
    expect(canDeleteUser(admin, { id: 'a1' })).toBe(false);
    expect(canDeleteUser(admin, { id: 'm1' })).toBe(true);
  });
});
