import { randomUUID } from 'node:crypto';
import type { DossierStep } from '../../domain/dossiers.ts';
import type { Db } from '../db/client.ts';
import { dossiers } from '../db/schema.ts';

/** A dossier owned by `userId`, at `statut`, with a unique reference. */
export async function createDossierRow(
  db: Db,
  userId: string | null,
  statut: DossierStep = 'Définition du Projet',
) {
  const [row] = await db
    .insert(dossiers)
    .values({
      nom: `HDS-2026-${randomUUID().slice(0, 8)}`,
      description: 'Souvenirs de Jeanne',
      statut,
      user_id: userId,
      etapes: [{ type: statut, date: new Date().toISOString() }],
    })
    .returning();
  if (!row) throw new Error('dossier not created');
  return row;
}
