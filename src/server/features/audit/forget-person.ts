import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/**
 * Fields of a recorded change that hold who a person is. Their values go from the journal when
 * that person's account is erased; the other fields (amounts, dates, statuses) stay, so that the
 * journal still says what was done.
 */
const PERSONAL_FIELDS = [
  'prenom',
  'nom',
  'name',
  'email',
  'telephone',
  'adresse',
  'code_postal',
  'ville',
  'image',
  'avatar_url',
  'destinataire',
  'membre',
];

export type ForgottenPerson = {
  id: string;
  /** How the journal may have named them: "prénom nom", "nom prénom", their email. */
  formerNames: string[];
  /** What they are called from now on ("Membre supprimé n°12"). */
  anonymisedName: string;
  /** Rows of theirs a journal entry may target (memberships, loans, documents, comments). */
  relatedIds: string[];
};

/**
 * The journal forgets an erased person (RGPD art. 17) while keeping what was done: entries about
 * them read their anonymised name, entries about their rows lose the names and personal values
 * they held. The actions they took as an administrator keep the name they signed them with: the
 * journal is the association's record of who did what to its members' data, which it keeps for
 * its accountability and its defence (art. 17.3.e, art. 5.2), so that record is not rewritten.
 * Call it in the erasure's transaction.
 */
export async function forgetPersonInJournal(db: DbOrTx, person: ForgottenPerson): Promise<void> {
  const personalFields = sql`array[${sql.join(
    PERSONAL_FIELDS.map((field) => sql`${field}`),
    sql`, `,
  )}]::text[]`;
  const withoutPersonalValues = sql`${auditLog.changes} - ${personalFields}`;
  await db
    .update(auditLog)
    .set({ target_label: person.anonymisedName, changes: withoutPersonalValues })
    .where(eq(auditLog.target_id, person.id));
  if (person.relatedIds.length > 0) {
    const label = person.formerNames
      .filter(Boolean)
      .reduce(
        (text, name) => sql`replace(${text}, ${name}, ${person.anonymisedName})`,
        sql`${auditLog.target_label}`,
      );
    await db
      .update(auditLog)
      .set({ target_label: label, changes: withoutPersonalValues })
      .where(inArray(auditLog.target_id, person.relatedIds));
  }
}
