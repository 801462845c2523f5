import type { AgStatus } from '../../../domain/assemblies.ts';
import { VOTE_QUESTIONS } from '../../../domain/assemblies.ts';
import type { ResolutionStatus } from '../../../domain/assembly-resolutions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agResolutions } from '../../db/schema.ts';

/** The spec's questions follow their assembly: open while it is held, closed once it is over. */
const DEFAULT_RESOLUTION_STATUS: Record<AgStatus, ResolutionStatus> = {
  a_venir: 'en_attente',
  en_cours: 'ouverte',
  terminee: 'close',
};

/**
 * A new assembly starts with the spec's two approval questions, so that its page stays the spec's
 * until the board writes others.
 */
export async function insertDefaultResolutions(tx: DbOrTx, agId: string, agStatus: AgStatus) {
  const status = DEFAULT_RESOLUTION_STATUS[agStatus];
  return tx
    .insert(agResolutions)
    .values(VOTE_QUESTIONS.map((title, index) => ({ ag_id: agId, position: index + 1, title, status })))
    .returning({ id: agResolutions.id, title: agResolutions.title });
}
