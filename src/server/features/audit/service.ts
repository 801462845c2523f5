import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { ListAuditQuery } from '../../../domain/audit.ts';
import {
  type AuditAction,
  type AuditPage,
  auditActionsMatching,
  listAuditQuerySchema,
} from '../../../domain/audit.ts';
import { pageOffset } from '../../../domain/paging.ts';
import type { AppContext } from '../../app-context.ts';
import { countListTotal } from '../../db/row-count.ts';
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

/**
 * One page of the journal, newest first, searched and filtered by the database; the journal
 * grows with every administrator action, so the total is counted only so far.
 */
export async function listAuditLog({ db }: AppContext, query: ListAuditQuery): Promise<AuditPage> {
  const { search, action, page, pageSize } = listAuditQuerySchema.parse(query);
  const where = and(action ? isAction(action) : undefined, matchesJournalSearch(search));
  const [listTotal, rows] = await Promise.all([
    countListTotal(db, auditLog, { filter: where }),
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor_name: row.actor_name,
    action: row.action,
    target_type: row.target_type,
    target_label: row.target_label,
    changes: row.changes ?? {},
  }));
  return { items, ...listTotal, page, pageSize };
}
