import { describe, expect, it } from 'vitest';
import { canSeeDocument } from './document-permissions.ts';

const member = { id: 'm1' };

describe('canSeeDocument', () => {
  it('shows general documents to every member', () => {
    expect(canSeeDocument(member, { type: 'general', user_id: null })).toBe(true);
  });

  it('shows a specific document to its recipient only', () => {
    expect(canSeeDocument(member, { type: 'specifique', user_id: 'm1' })).toBe(true);
    expect(canSeeDocument(member, { type: 'specifique', user_id: 'm2' })).toBe(false);
  });
});
