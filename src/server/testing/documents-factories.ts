import { randomUUID } from 'node:crypto';
import type { DocumentType } from '../../domain/documents.ts';
import type { AppContext } from '../app-context.ts';
import { documents } from '../db/schema.ts';

/** A stored document (file and row), general unless a recipient is given. */
export async function createDocument(
  ctx: AppContext,
  overrides: { nom?: string; user_id?: string | null; created_at?: Date; content?: string } = {},
) {
  const content = overrides.content ?? `%PDF-1.4 ${randomUUID()}`;
  const key = `documents/${randomUUID()}.pdf`;
  await ctx.storage.put(key, Buffer.from(content), 'application/pdf');
  const type: DocumentType = overrides.user_id ? 'specifique' : 'general';
  const [row] = await ctx.db
    .insert(documents)
    .values({
      nom: overrides.nom ?? 'Compte rendu.pdf',
      type,
      taille: Buffer.byteLength(content),
      url: key,
      mime_type: 'application/pdf',
      user_id: overrides.user_id ?? null,
      created_at: overrides.created_at,
    })
    .returning();
  if (!row) throw new Error('document not created');
  return { ...row, content };
}
