import type { StructureInput } from '../../domain/structures-schemas.ts';
import type { Db } from '../db/client.ts';
import { structures } from '../db/schema.ts';

/** What the structure form sends, complete and valid. */
export function structureInput(overrides: Partial<StructureInput> = {}): StructureInput {
  return {
    nom: 'EHPAD Les Tilleuls',
    adresse: '4 rue des Écoles',
    code_postal: '69003',
    ville: 'Lyon',
    telephone: '04 72 00 00 00',
    email: 'accueil@tilleuls.fr',
    description: '',
    categorie: 'EHPAD',
    statut: 'Contacté',
    ...overrides,
  };
}

export async function createStructureRow(db: Db, overrides: Partial<StructureInput> = {}) {
  const { description, ...input } = structureInput(overrides);
  const [row] = await db
    .insert(structures)
    .values({ ...input, description: description || null })
    .returning();
  if (!row) throw new Error('structure not created');
  return row;
}
