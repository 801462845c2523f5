import type { MessageCategory } from '../../domain/association-messages.ts';
import type { Audience } from '../../domain/message-audience.ts';
import type { Db } from '../db/client.ts';
import { messageOptOuts } from '../db/schema.ts';

/** The member left this category, as their preferences or the stop link record it. */
export async function optOut(db: Db, userId: string, category: MessageCategory = 'informations') {
  await db.insert(messageOptOuts).values({ user_id: userId, category });
}

/** Exactly these members: the audience of a test that must not see the other tests' rows. */
export const chosen = (...userIds: string[]): Audience => ({
  combine: 'et',
  filters: [{ kind: 'choisis', userIds }],
});

/** A draft's body as the composer sends it. */
export const draftInput = (overrides: Record<string, unknown> = {}) => ({
  category: 'informations',
  subject: 'Nouvelles de la saison',
  bodyHtml: '<p>Bonjour {prenom},</p><p>La saison reprend.</p>',
  audience: { combine: 'et', filters: [{ kind: 'tous' }] },
  ...overrides,
});
