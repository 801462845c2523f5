import type { AuditAction } from '../../domain/audit.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

type JournalRow = {
  action?: AuditAction;
  actor_name?: string;
  target_label: string;
  changes?: Record<string, { before: unknown; after: unknown }>;
};

/** Where a test's journal starts: 10:01 in Paris on its first row. */
const JOURNAL_START = Date.parse('2026-01-01T09:00:00Z');

/**
 * Writes journal rows, each a minute after the last (the journal lists the newest first);
 * `restart` sets the clock back, for a test that reads the rows' times.
 */
export function journalWriter(db: Db) {
  let clock = JOURNAL_START;
  return {
    restart: () => {
      clock = JOURNAL_START;
    },
    write: async (row: JournalRow) => {
      clock += 60_000;
      const [inserted] = await db
        .insert(auditLog)
        .values({
          at: new Date(clock),
          actor_name: 'Alice Admin',
          action: 'member.update',
          target_type: 'user',
          ...row,
        })
        .returning();
      if (!inserted) throw new Error('row not written');
      return inserted;
    },
  };
}
