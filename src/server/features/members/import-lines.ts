import { inArray } from 'drizzle-orm';
import {
  cellsOf,
  duplicateInFileProblem,
  type ImportCells,
  type ImportContext,
  type ImportedMember,
  type ImportMapping,
  type ImportOptions,
  type ImportSuggestions,
  missingRequiredFields,
  readImportLine,
  recognizeHeaders,
} from '../../../domain/member-import.ts';
import { seasonOf } from '../../../domain/settings.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { withoutFormulaGuard } from '../../http/excel-csv.ts';
import { readUploadBytes, type Upload } from '../../http/uploads.ts';
import { listOffers } from '../offers/offers.ts';
import { getAssociationSettings } from '../settings/service.ts';
import { readSpreadsheetOffThread } from './import-parse.ts';

export type ImportLine = {
  line: number;
  cells: ImportCells;
  corrected: boolean;
  /** Null when the line has problems: it is never imported. */
  member: ImportedMember | null;
  problems: string[];
  suggestions: ImportSuggestions;
  /** The registered member with this email, if any. */
  existingId: string | null;
};

const EMAILS_PER_QUERY = 1000;

/** An erased account keeps its row, under a placeholder email; no import writes into it again. */
const ERASED_ACCOUNT = 'Cet email est celui d’un compte effacé : il ne peut être ni importé ni mis à jour';

type Registered = { id: string; erased: boolean };

async function findRegistered(db: DbOrTx, emails: string[]): Promise<Map<string, Registered>> {
  const found = new Map<string, Registered>();
  for (let start = 0; start < emails.length; start += EMAILS_PER_QUERY) {
    const rows = await db
      .select({ id: users.id, email: users.email, erasedAt: users.erased_at })
      .from(users)
      .where(inArray(users.email, emails.slice(start, start + EMAILS_PER_QUERY)));
    for (const row of rows) found.set(row.email, { id: row.id, erased: row.erasedAt !== null });
  }
  return found;
}

/** The offers a « Type d’adhésion » names and the year that ends a membership, read once a file. */
export async function readImportContext(ctx: AppContext): Promise<ImportContext> {
  const [offers, settings] = await Promise.all([listOffers(ctx.db), getAssociationSettings(ctx)]);
  return { offers, season: seasonOf(settings) };
}

/** The file's rows as they will be imported, after the administrator's mapping and corrections. */
export async function readImportFile(upload: Upload, options: ImportOptions, context: ImportContext) {
  const rows = await readSpreadsheetOffThread(await readUploadBytes(upload), upload.mimetype);
  const [header, ...body] = rows;
  if (!header || body.length === 0)
    throw badRequest('Le fichier ne contient aucune ligne à importer', 'FILE_EMPTY');
  const headers = header.cells.map((cell) => cell.trim());
  const mapping = options.mapping ?? recognizeHeaders(headers);
  if (mapping.length !== headers.length) throw badRequest('Correspondance des colonnes invalide', 'MAPPING');

  const firstLineOf = new Map<string, number>();
  const lines = body.map((row): Omit<ImportLine, 'existingId'> => {
    const correction = options.corrections[String(row.line)];
    const cells = { ...cellsOf(row.cells.map(withoutFormulaGuard), mapping), ...correction };
    const { member, problems, suggestions } = readImportLine(cells, context);
    const first = member ? firstLineOf.get(member.email) : undefined;
    if (member && first !== undefined) {
      return {
        line: row.line,
        cells,
        corrected: !!correction,
        member: null,
        problems: [duplicateInFileProblem(first)],
        suggestions,
      };
    }
    if (member) firstLineOf.set(member.email, row.line);
    return { line: row.line, cells, corrected: !!correction, member, problems, suggestions };
  });
  return { headers, mapping, lines };
}

/**
 * Marks the lines whose email is already a member's, read in the caller's transaction; a line
 * naming an erased account becomes a faulty one.
 */
export async function markExistingMembers(
  db: DbOrTx,
  lines: Omit<ImportLine, 'existingId'>[],
): Promise<ImportLine[]> {
  const emails = lines.flatMap((line) => (line.member ? [line.member.email] : []));
  const registered = await findRegistered(db, emails);
  return lines.map((line) => {
    const found = line.member ? registered.get(line.member.email) : undefined;
    if (found?.erased) return { ...line, member: null, problems: [ERASED_ACCOUNT], existingId: null };
    return { ...line, existingId: found?.id ?? null };
  });
}

/** A confirmation needs the three fields no member goes without. */
export function assertRequiredColumns(mapping: ImportMapping): void {
  const missing = missingRequiredFields(mapping);
  if (missing.length > 0) {
    throw badRequest('Indiquez les colonnes du prénom, du nom et de l’email', 'MAPPING');
  }
}
