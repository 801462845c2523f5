import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { materialLoans } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';

export const HAS_BORROWED_MATERIAL =
  'Ce membre a du matériel emprunté non rendu : enregistrez son retour avant d’effacer son compte';

/**
 * Equipment handed over and not yet back holds back an erasure and a deletion alike: once the
 * loan is gone or anonymised, nobody could record its return and the stock would stay short.
 */
export async function refuseWhileEquipmentBorrowed(tx: Tx, userId: string): Promise<void> {
  const [borrowed] = await tx
    .select({ total: count() })
    .from(materialLoans)
    .where(and(eq(materialLoans.user_id, userId), eq(materialLoans.status, 'Retiré')));
  if ((borrowed?.total ?? 0) > 0) throw conflict(HAS_BORROWED_MATERIAL, 'HAS_BORROWED_MATERIAL');
}
