import { eq } from 'drizzle-orm';
import { LEGAL_TYPES, type LegalInfo, type UpdateLegalInfoInput } from '../../../domain/legal.ts';
import type { AppContext } from '../../app-context.ts';
import { legalInfos } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

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

export async function updateLegalInfo(
  { db }: AppContext,
  id: string,
  input: UpdateLegalInfoInput,
  editorId: string,
): Promise<LegalInfo> {
  const [row] = await db
    .update(legalInfos)
    .set({ contenu: input.contenu, updated_by: editorId, updated_at: new Date() })
    .where(eq(legalInfos.id, id))
    .returning();
  if (!row) throw notFound('Texte légal introuvable');
  return present(row);
}
