import { eq } from 'drizzle-orm';
import type { IdParams } from '../../../domain/ids.ts';
import {
  LEGAL_NOT_FOUND,
  LEGAL_TYPES,
  type LegalInfo,
  type UpdateLegalInfoInput,
} from '../../../domain/legal.ts';
import type { AppContext } from '../../app-context.ts';
import { legalInfos } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { type Administrator, recordChanges } from '../audit/record.ts';

type LegalRow = typeof legalInfos.$inferSelect;

const present = (row: LegalRow): LegalInfo => ({
  id: row.id,
  type: row.type,
  contenu: row.contenu,
  updated_at: row.updated_at?.toISOString() ?? null,
});

/** In the order of the modal's tabs, CGV first. */
export async function listLegalInfos({ db }: AppContext): Promise<LegalInfo[]> {
  const rows = await db.select().from(legalInfos);
  return rows.sort((a, b) => LEGAL_TYPES.indexOf(a.type) - LEGAL_TYPES.indexOf(b.type)).map(present);
}

/** The journal keeps where the text changed (see AUDIT_VALUE_MAX); the text itself stays here. */
export async function updateLegalInfo(
  { db }: AppContext,
  { id, ...input }: IdParams & UpdateLegalInfoInput,
  actor: Administrator,
): Promise<LegalInfo> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(legalInfos).where(eq(legalInfos.id, id)).for('update');
    if (!before) throw notFound(LEGAL_NOT_FOUND);
    const [row] = await tx
      .update(legalInfos)
      .set({ contenu: input.contenu, updated_by: actor.id, updated_at: new Date() })
      .where(eq(legalInfos.id, id))
      .returning();
    if (!row) throw notFound(LEGAL_NOT_FOUND);
    await recordChanges(tx, actor, {
      action: 'legal.update',
      target: { type: 'legal', id, label: row.type },
      before: { contenu: before.contenu },
      after: { contenu: row.contenu },
    });
    return present(row);
  });
}
