import { asc, eq } from 'drizzle-orm';
import type { DirectoryEntry } from '../../../domain/directory.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Validated members, by email as the spec sorts users; what pickers of a person offer. */
export function listMemberDirectory(db: DbOrTx): Promise<DirectoryEntry[]> {
  return db
    .select({ id: users.id, prenom: users.prenom, nom: users.nom, email: users.email })
    .from(users)
    .where(eq(users.is_active, true))
    .orderBy(asc(users.email));
}
