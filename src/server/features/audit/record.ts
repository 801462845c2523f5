import { isDeepStrictEqual } from 'node:util';
import type { AuditAction, AuditChanges } from '../../../domain/audit.ts';
import type { SessionUser } from '../../../domain/auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** The signed-in administrator whose action an admin route records; services take it last. */
export type Administrator = Pick<SessionUser, 'id' | 'prenom' | 'nom'>;

/**
 * Someone at the server's command line (a restore), who has no account in the database they act
 * on: named by their account on the server.
 */
type CommandLineActor = { id: null; systemUser: string };

/**
 * Who acted: the signed-in administrator, the association itself for scheduled work, or someone at
 * the server's command line.
 */
export type AuditActor = Administrator | 'system' | CommandLineActor;

function actorName(actor: AuditActor): string {
  if (actor === 'system') return 'Tâche automatique';
  if ('systemUser' in actor) return `${actor.systemUser} (ligne de commande du serveur)`;
  return personLabel(actor);
}

export type AuditEntry = {
  action: AuditAction;
  target: { type: string; id?: string | null; label: string };
  changes?: AuditChanges;
};

/** A member as the journal names them, acting or acted upon: "Marie Dupont". */
export const personLabel = (person: { prenom: string; nom: string }) => `${person.prenom} ${person.nom}`;

/** Fields never written to the journal, whatever feature passes them. */
const SECRET_FIELDS = new Set(['password', 'password_hash', 'token', 'secret', 'backupCodes', 'value']);

/**
 * Writes one journal row. Call it with the transaction that makes the change, so that the change
 * and its record land together or not at all.
 */
export async function recordAudit(db: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(actor, entry));
}

const auditRow = (actor: AuditActor, entry: AuditEntry) => ({
  actor_id: actor === 'system' ? null : actor.id,
  actor_name: actorName(actor),
  action: entry.action,
  target_type: entry.target.type,
  target_id: entry.target.id ?? null,
  target_label: excerpt(entry.target.label, 0),
  changes: entry.changes ?? null,
});

/**
 * Records an update: the fields of `after` that differ from `before`, and nothing at all when the
 * administrator saved without changing anything.
 */
export async function recordChanges(
  db: DbOrTx,
  actor: AuditActor,
  entry: Omit<AuditEntry, 'changes'> & { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  const changes = changedFields(entry.before, entry.after);
  if (Object.keys(changes).length === 0) return;
  await recordAudit(db, actor, { action: entry.action, target: entry.target, changes });
}

export type ChangeEntry = Parameters<typeof recordChanges>[2];

/** Seven columns a row: far below PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_INSERT = 1000;

/**
 * `recordChanges` for many rows at once (an import updating thousands of members): one row per
 * entry that changed something, inserted a thousand at a time.
 */
export async function recordManyChanges(
  db: DbOrTx,
  actor: AuditActor,
  entries: readonly ChangeEntry[],
): Promise<void> {
  const rows = entries.flatMap(({ before, after, ...entry }) => {
    const changes = changedFields(before, after);
    return Object.keys(changes).length === 0 ? [] : [auditRow(actor, { ...entry, changes })];
  });
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.insert(auditLog).values(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/**
 * The fields of `after` whose value differs from `before`, each with both values; secrets are
 * left out. Dates compare by instant. A created row is `changedFields({}, row)`.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (SECRET_FIELDS.has(field) || value === undefined) continue;
    const previous = comparable(before[field]);
    if (isDeepStrictEqual(previous, comparable(value))) continue;
    changes[field] = excerpts(previous, comparable(value));
  }
  return changes;
}

/** What a deleted row held: each field goes to nothing. */
export function removedFields(before: Record<string, unknown>): AuditChanges {
  return changedFields(before, Object.fromEntries(Object.keys(before).map((field) => [field, null])));
}

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * A journal row stays small whatever the field holds (a legal text runs to 200,000 characters):
 * a long value is kept as an excerpt of this many characters, the texts themselves stay in their
 * tables.
 */
const AUDIT_VALUE_MAX = 100;
/** How much unchanged text an excerpt shows before the first difference. */
const EXCERPT_LEAD = 40;

function excerpts(before: unknown, after: unknown): { before: unknown; after: unknown } {
  const beforeText = longText(before);
  const afterText = longText(after);
  if (beforeText === null && afterText === null) return { before, after };
  // Both excerpts start a little before the first difference, so that the change shows in them.
  const shared = commonPrefixLength(beforeText ?? textOf(before), afterText ?? textOf(after));
  const start = Math.max(0, shared - EXCERPT_LEAD);
  return {
    before: beforeText === null ? before : excerpt(beforeText, start),
    after: afterText === null ? after : excerpt(afterText, start),
  };
}

/** The value as text when it is too long to keep whole (a long string, a long list), else null. */
function longText(value: unknown): string | null {
  if (typeof value === 'string') return value.length > AUDIT_VALUE_MAX ? value : null;
  if (Array.isArray(value) && JSON.stringify(value).length > AUDIT_VALUE_MAX) return value.join(' ; ');
  return null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

function excerpt(text: string, start: number): string {
  const from = Math.min(start, Math.max(0, text.length - AUDIT_VALUE_MAX));
  const shown = text.slice(from, from + AUDIT_VALUE_MAX);
  return `${from > 0 ? '…' : ''}${shown}${from + AUDIT_VALUE_MAX < text.length ? '…' : ''}`;
}
