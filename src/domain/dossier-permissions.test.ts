import { describe, expect, it } from 'vitest';
import { canMoveDossierStep } from './dossier-permissions.ts';

const member = { id: 'm1', role: 'member' as const };
const admin = { id: 'a1', role: 'admin' as const };

describe('canMoveDossierStep', () => {
  it('lets the creator move their dossier', () => {
    expect(canMoveDossierStep(member, { user_id: 'm1' })).toBe(true);
  });

  it('refuses another member', () => {
    expect(canMoveDossierStep(member, { user_id: 'm2' })).toBe(false);
  });

  it('refuses a member on a dossier whose creator was deleted', () => {
    expect(canMoveDossierStep(member, { user_id: null })).toBe(false);
  });

  it('lets an administrator move any dossier, even without a creator', () => {
    expect(canMoveDossierStep(admin, { user_id: 'm2' })).toBe(true);
    expect(canMoveDossierStep(admin, { user_id: null })).toBe(true);
  });
});
