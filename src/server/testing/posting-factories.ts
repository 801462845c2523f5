import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountingAccounts, accountingEntries, accountingLines } from '../db/schema.ts';

/** The entries a source posted (and their reversals), oldest first, each with its lines by account number. */
export async function postedFor(db: Db, kind: string, id: string) {
  const entries = await db
    .select()
    .from(accountingEntries)
    .where(
      and(
        inArray(accountingEntries.source_kind, [kind, `${kind}-annulation`]),
        or(eq(accountingEntries.source_id, id), like(accountingEntries.source_id, `${id}:%`)),
      ),
    )
    .orderBy(asc(accountingEntries.created_at), asc(accountingEntries.piece_number));
  return Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      lines: await db
        .select({
          code: accountingAccounts.code,
          debit: accountingLines.debit_cents,
          credit: accountingLines.credit_cents,
        })
        .from(accountingLines)
        .innerJoin(accountingAccounts, eq(accountingAccounts.id, accountingLines.account_id))
        .where(eq(accountingLines.entry_id, entry.id))
        .orderBy(asc(accountingLines.position)),
    })),
  );
}
