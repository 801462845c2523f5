import { asc, eq, inArray } from 'drizzle-orm';
import { ENTRY_NOT_FOUND } from '../../../domain/accounting.ts';
import type { Entry } from '../../../domain/accounting-entry-schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accountingAccounts,
  accountingEntries,
  accountingLines,
  accountingProjects,
  accountingYears,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** An entry's row with its year and member, as the lists and its page read it. */
export function selectEntries(db: DbOrTx) {
  return db
    .select({
      entry: accountingEntries,
      year: { id: accountingYears.id, label: accountingYears.label, closed_at: accountingYears.closed_at },
      member: { id: users.id, prenom: users.prenom, nom: users.nom },
    })
    .from(accountingEntries)
    .innerJoin(accountingYears, eq(accountingYears.id, accountingEntries.year_id))
    .leftJoin(users, eq(users.id, accountingEntries.user_id));
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function selectLinesOf(db: DbOrTx, entryIds: string[]) {
  return db
    .select({
      entry_id: accountingLines.entry_id,
      id: accountingLines.id,
      debit_cents: accountingLines.debit_cents,
      credit_cents: accountingLines.credit_cents,
      label: accountingLines.label,
      reconciled_at: accountingLines.reconciled_at,
      account: { id: accountingAccounts.id, code: accountingAccounts.code, label: accountingAccounts.label },
      project: { id: accountingProjects.id, label: accountingProjects.label },
    })
    .from(accountingLines)
    .innerJoin(accountingAccounts, eq(accountingAccounts.id, accountingLines.account_id))
    .leftJoin(accountingProjects, eq(accountingProjects.id, accountingLines.project_id))
    .where(inArray(accountingLines.entry_id, entryIds))
    .orderBy(asc(accountingLines.entry_id), asc(accountingLines.position));
}

type LineRow = Awaited<ReturnType<typeof selectLinesOf>>[number];

function present({ entry, year, member }: EntryRow, lines: LineRow[]): Entry {
  return {
    id: entry.id,
    year: { id: year.id, label: year.label, closed: year.closed_at !== null },
    date: entry.date,
    label: entry.label,
    kind: entry.kind,
    piece_number: entry.piece_number,
    reference: entry.reference,
    amount_cents: lines.reduce((sum, line) => sum + line.debit_cents, 0),
    lines: lines.map(({ entry_id: _entry, reconciled_at, ...line }) => ({
      ...line,
      reconciled: reconciled_at !== null,
    })),
    member,
    attachment:
      entry.attachment_name && entry.attachment_type && entry.attachment_size !== null
        ? { name: entry.attachment_name, type: entry.attachment_type, size: entry.attachment_size }
        : null,
    source: entry.source_kind && entry.source_id ? { kind: entry.source_kind, id: entry.source_id } : null,
    created_at: entry.created_at.toISOString(),
    updated_at: entry.updated_at.toISOString(),
  };
}

/** Entries as the API shows them, with their lines (one query for all), in the rows' order. */
export async function presentEntries(db: DbOrTx, rows: EntryRow[]): Promise<Entry[]> {
  if (rows.length === 0) return [];
  const lines = await selectLinesOf(
    db,
    rows.map((row) => row.entry.id),
  );
  return rows.map((row) =>
    present(
      row,
      lines.filter((line) => line.entry_id === row.entry.id),
    ),
  );
}

export async function readEntry(db: DbOrTx, id: string): Promise<Entry> {
  const rows = await selectEntries(db).where(eq(accountingEntries.id, id));
  const [entry] = await presentEntries(db, rows);
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  return entry;
}
