import { eq } from 'drizzle-orm';
import { AG_RULES } from '../../../domain/assemblies.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assembleesGenerales } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { AssemblyRow } from './presenters.ts';

/** The assembly, locked until the transaction ends: its status cannot change under a change made meanwhile. */
export async function lockAssembly(tx: DbOrTx, agId: string): Promise<AssemblyRow> {
  const [row] = await tx
    .select()
    .from(assembleesGenerales)
    .where(eq(assembleesGenerales.id, agId))
    .for('update');
  if (!row) throw notFound(AG_RULES.notFound);
  return row;
}
