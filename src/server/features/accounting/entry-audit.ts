import { asc, eq } from 'drizzle-orm';
import { ENTRY_KIND_LABELS } from '../../../domain/accounting.ts';
import { formatCents } from '../../../domain/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accountingAccounts,
  type accountingEntries,
  accountingLines,
  accountingProjects,
  users,
} from '../../db/schema.ts';
import { personLabel } from '../audit/record.ts';

type EntryRow = typeof accountingEntries.$inferSelect;

/** « 512 Banque : débit 120,50 € (Fête de quartier 2027) » */
const describeLine = (line: {
  code: string;
  label: string;
  debit_cents: number;
  credit_cents: number;
  project: string | null;
}) =>
  `${line.code} ${line.label} : ${line.debit_cents > 0 ? `débit ${formatCents(line.debit_cents)}` : `crédit ${formatCents(line.credit_cents)}`}${line.project ? ` (${line.project})` : ''}`;

/**
 * An entry as the journal records it, its lines in words: what a treasurer or an auditor reads
 * before and after a change. Read inside the writing transaction, after its lines.
 */
export async function auditedEntry(tx: DbOrTx, entry: EntryRow): Promise<Record<string, unknown>> {
  const lines = await tx
    .select({
      code: accountingAccounts.code,
      label: accountingAccounts.label,
      debit_cents: accountingLines.debit_cents,
      credit_cents: accountingLines.credit_cents,
      project: accountingProjects.label,
    })
    .from(accountingLines)
    .innerJoin(accountingAccounts, eq(accountingAccounts.id, accountingLines.account_id))
    .leftJoin(accountingProjects, eq(accountingProjects.id, accountingLines.project_id))
    .where(eq(accountingLines.entry_id, entry.id))
    .orderBy(asc(accountingLines.position));
  const [member] = entry.user_id
    ? await tx.select({ prenom: users.prenom, nom: users.nom }).from(users).where(eq(users.id, entry.user_id))
    : [];
  return {
    date: entry.date,
    libelle: entry.label,
    type: ENTRY_KIND_LABELS[entry.kind],
    piece: entry.piece_number,
    reference: entry.reference,
    membre: member ? personLabel(member) : null,
    lignes: lines.map(describeLine),
    justificatif: entry.attachment_name,
  };
}

export const entryTarget = (entry: Pick<EntryRow, 'id' | 'piece_number' | 'label'>) => ({
  type: 'accounting_entry',
  id: entry.id,
  label: `Pièce ${entry.piece_number} — ${entry.label}`,
});
