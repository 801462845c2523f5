import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import {
  type AuditAction,
  type AuditFilters,
  type AuditPage,
  auditActionsMatching,
  type ListAuditQuery,
} from '../../../domain/audit.ts';
import type { AppContext } from '../../app-context.ts';
import { defineList } from '../../db/list.ts';
import { auditLog } from '../../db/schema.ts';
import { matchesEveryWord, searchedWords } from '../../db/text-search.ts';

/** audit_log_search_trgm_idx indexes these very words: who, the action's key, and what. */
const searched = searchedWords(auditLog.actor_name, auditLog.action, auditLog.target_label);

/**
 * Each typed word is found in the administrator's name or the element's label, or names an
 * action by its French words ("validation" finds `member.validate`). The actions are looked for by
 * their key in the same indexed words, so that one trigram index serves the whole search.
 */
function matchesJournalSearch(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(
        matchesEveryWord(searched, word),
        ...auditActionsMatching(word).map((action) => matchesEveryWord(searched, action)),
      ),
    ),
  );
}

/** The equality is exact; the same key among the indexed words lets the trigram index find the rows. */
const isAction = (action: AuditAction) =>
  and(eq(auditLog.action, action), matchesEveryWord(searched, action));

const matchesJournalFilters = ({ search, action }: AuditFilters) =>
  and(action ? isAction(action) : undefined, matchesJournalSearch(search));

/** The journal grows with every administrator action: its total is counted only so far. */
const journalList = defineList({
  name: 'audit_journal',
  rows: (db, filter, window) =>
    db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(window.limit)
      .offset(window.offset),
  table: auditLog,
});

/** One page of the journal, newest first, searched and filtered by the database. */
export async function listAuditLog(
  { db }: AppContext,
  { search, action, page, pageSize }: ListAuditQuery,
): Promise<AuditPage> {
  const filter = matchesJournalFilters({ search, action });
  const { rows, ...total } = await journalList.page(db, { filter, page: { page, pageSize } });
  const items = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor_name: row.actor_name,
    action: row.action,
    target_type: row.target_type,
    target_label: row.target_label,
    changes: row.changes ?? {},
  }));
  return { items, ...total, page, pageSize };
}

const EXPORT_BATCH = 1_000;

/** Where a batch ended; the instant as the database wrote it, to the microsecond a `Date` would lose. */
type Cursor = { at: string; id: string };

/** The rows after `cursor` in the journal's order (newest first), read by key on `audit_log_at_idx`. */
const after = (cursor: Cursor | undefined): SQL | undefined =>
  cursor
    ? sql`(${auditLog.at}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

/**
 * Every journal row the filters select, newest first as the page shows them, a batch at a time,
 * each read after the last one read (not by offset) so that a long export costs the same per row
 * from start to end.
 */
export async function* listAuditLogForExport({ db }: AppContext, filters: AuditFilters) {
  const where = matchesJournalFilters(filters);
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: auditLog.id,
        cursorAt: sql<string>`${auditLog.at}::text`,
        at: auditLog.at,
        actor_name: auditLog.actor_name,
        action: auditLog.action,
        target_label: auditLog.target_label,
        changes: auditLog.changes,
      })
      .from(auditLog)
      .where(and(where, after(cursor)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(EXPORT_BATCH);
    if (rows.length) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}
