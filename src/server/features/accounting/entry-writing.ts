import { and, eq, inArray, ne } from 'drizzle-orm';
import { PIECE_TAKEN, PROJECT_NOT_FOUND } from '../../../domain/accounting.ts';
import { accountsOf, type EntryLine, entryLines, projectsOf } from '../../../domain/accounting-entries.ts';
import type { EntryInput } from '../../../domain/accounting-entry-schemas.ts';
import type { FieldError } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accountingAccounts,
  accountingEntries,
  accountingLines,
  accountingProjects,
} from '../../db/schema.ts';
import { conflict, invalidFields } from '../../http/errors.ts';
import { lockLiveAccount } from '../accounts/erased.ts';

const MEMBER_NOT_FOUND = 'Membre introuvable';

/** Where each project an entry names sits in its form, for the message beside it. */
function projectPaths(input: EntryInput, id: string): string[] {
  if (input.kind === 'recette' || input.kind === 'depense')
    return input.project_id === id ? ['project_id'] : [];
  if (input.kind === 'avancee')
    return input.lines.flatMap((line, index) =>
      line.project_id === id ? [`lines.${index}.project_id`] : [],
    );
  return [];
}

/**
 * The lines an entry stands for, once its accounts, projects and member are known to exist:
 * every refusal at once, each beside its field. The member is locked while the entry is written
 * (an erased account receives nothing, `lockLiveAccount`).
 */
export async function checkedLines(tx: DbOrTx, input: EntryInput): Promise<EntryLine[]> {
  const accounts = await tx
    .select({ id: accountingAccounts.id, code: accountingAccounts.code })
    .from(accountingAccounts)
    .where(inArray(accountingAccounts.id, accountsOf(input)));
  const { lines, problems } = entryLines(input, new Map(accounts.map(({ id, code }) => [id, code])));
  const named = projectsOf(input);
  const found = named.length
    ? await tx
        .select({ id: accountingProjects.id })
        .from(accountingProjects)
        .where(inArray(accountingProjects.id, named))
    : [];
  const missing: FieldError[] = named
    .filter((id) => !found.some((project) => project.id === id))
    .flatMap((id) => projectPaths(input, id).map((path) => ({ path, message: PROJECT_NOT_FOUND })));
  if (problems.length > 0 || missing.length > 0) throw invalidFields([...problems, ...missing]);
  if (input.user_id)
    await lockLiveAccount(tx, input.user_id, {
      missing: () => invalidFields([{ path: 'user_id', message: MEMBER_NOT_FOUND }]),
    });
  return lines;
}

type Placed = Pick<typeof accountingEntries.$inferSelect, 'id' | 'year_id' | 'date' | 'piece_number'>;

/** Writes an entry's lines, each with its entry's year, date and piece (see `accountingLines`). */
export async function insertLines(tx: DbOrTx, entry: Placed, lines: readonly EntryLine[]): Promise<void> {
  await tx.insert(accountingLines).values(
    lines.map((line, position) => ({
      ...line,
      entry_id: entry.id,
      year_id: entry.year_id,
      date: entry.date,
      piece_number: entry.piece_number,
      position,
    })),
  );
}

/** A number the treasurer typed, already another entry's: checked under the year's lock. */
export async function refuseTakenPiece(tx: DbOrTx, yearId: string, piece: number, except?: string) {
  const [taken] = await tx
    .select({ id: accountingEntries.id })
    .from(accountingEntries)
    .where(
      and(
        eq(accountingEntries.year_id, yearId),
        eq(accountingEntries.piece_number, piece),
        except ? ne(accountingEntries.id, except) : undefined,
      ),
    );
  if (taken) throw conflict(PIECE_TAKEN, 'PIECE_TAKEN', [{ path: 'piece_number', message: PIECE_TAKEN }]);
}
