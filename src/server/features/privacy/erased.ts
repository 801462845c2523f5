import { isNull } from 'drizzle-orm';
import { users } from '../../db/schema.ts';

/**
 * Accounts that were not erased. An erased account's row stays, anonymised, for the memberships
 * and payments the association keeps; every list of people leaves it out, and only the ledger,
 * the certificates and the records kept with it (loans, AG, dossiers) still show it, under
 * "Membre supprimé n°…".
 */
export const isNotErased = isNull(users.erased_at);
