import { and, count, eq } from 'drizzle-orm';
import { MATERIAL_NOT_RETURNED } from '../../../domain/privacy.ts';
import type { Tx } from '../../db/client.ts';
import { materialLoans } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';

/**
 * Material handed over and not yet back holds back an erasure and a deletion alike: once the
 * loan is gone or anonymised, nobody could record its return and the stock would stay short.
 */
export async function refuseWhileMaterialUnreturned(tx: Tx, userId: string): Promise<void> {
  const [unreturned] = await tx
    .select({ total: count() })
    .from(materialLoans)
    .where(and(eq(materialLoans.user_id, userId), eq(materialLoans.status, 'Retiré')));
  if ((unreturned?.total ?? 0) > 0) throw conflict(MATERIAL_NOT_RETURNED, 'MATERIAL_NOT_RETURNED');
}
