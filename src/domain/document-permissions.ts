import type { SessionUser } from './auth.ts';
import type { DocumentType } from './documents.ts';

/**
 * What a member may read in their documents area: general documents and those addressed to
 * them. Administrators reach every document from their own page, not through this rule.
 */
export function canSeeDocument(
  user: Pick<SessionUser, 'id'>,
  document: { type: DocumentType; user_id: string | null },
): boolean {
  return document.type === 'general' || document.user_id === user.id;
}
