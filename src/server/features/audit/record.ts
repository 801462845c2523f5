import { isDeepStrictEqual } from 'node:util';
import type { AuditAction, AuditChanges } from '../../../domain/audit.ts';
import type { SessionUser } from '../../../domain/auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** Who acted: the signed-in administrator, or the association itself for scheduled work. */
export type AuditActor = Pick<SessionUser, 'id' | 'prenom' | 'nom'> | 'system';

export type AuditEntry = {
  action: AuditAction;
  target: { type: string; id?: string | null; label: string };
  changes?: AuditChanges;
};

/** Fields never written to the journal, whatever feature passes them. */
const SECRET_FIELDS = new Set(['password', 'password_hash', 'token', 'secret', 'backupCodes', 'value']);

/**
 * Writes one journal row. Call it with the transaction that makes the change, so that the change
 * and its record land together or not at all.
 */
export async function recordAudit(db: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: actor === 'system' ? null : actor.id,
    actor_name: actor === 'system' ? 'Tâche automatique' : `${actor.prenom} ${actor.nom}`,
    action: entry.action,
    target_type: entry.target.type,
    target_id: entry.target.id ?? null,
    target_label: entry.target.label,
    changes: entry.changes ?? null,
  });
}

/**
 * The fields of `after` whose value differs from `before`, each with both values; secrets are
 * left out. Dates compare by instant.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (SECRET_FIELDS.has(field) || value === undefined) continue;
    const previous = before[field];
    if (isDeepStrictEqual(comparable(previous), comparable(value))) continue;
    changes[field] = { before: comparable(previous) ?? null, after: comparable(value) ?? null };
  }
  return changes;
}

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
