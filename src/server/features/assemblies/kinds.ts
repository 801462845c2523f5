import { and, eq } from 'drizzle-orm';
import {
  ASSEMBLY_KIND_MESSAGES,
  type AssemblyKind,
  type AssemblyKindSettings,
  rulesOfKind,
} from '../../../domain/assembly-kinds.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agResolutions } from '../../db/schema.ts';
import { invalidFields } from '../../http/errors.ts';
import type { AssemblyRow } from './presenters.ts';

/**
 * An assembly changes kind only before it opens: its quorum and its resolutions' majority follow
 * the kind, and members convened to one kind of assembly cannot find themselves voting in the
 * other. The resolutions still on the former kind's majority take the new kind's; one the board
 * set otherwise keeps its own.
 */
export async function changeAssemblyKind(
  tx: DbOrTx,
  before: Pick<AssemblyRow, 'id' | 'status' | 'kind'>,
  kind: AssemblyKind,
  settings: AssemblyKindSettings,
) {
  if (kind === before.kind) return;
  if (before.status !== 'a_venir')
    throw invalidFields([{ path: 'kind', message: ASSEMBLY_KIND_MESSAGES.kindFixed }]);
  await tx
    .update(agResolutions)
    .set({ majority: rulesOfKind(settings, kind).majority })
    .where(
      and(
        eq(agResolutions.ag_id, before.id),
        eq(agResolutions.status, 'en_attente'),
        eq(agResolutions.majority, rulesOfKind(settings, before.kind).majority),
      ),
    );
}
