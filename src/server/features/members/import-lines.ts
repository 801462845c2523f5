import { inArray } from 'drizzle-orm';
import {
  cellsOf,
  duplicateInFileProblem,
  IMPORT_MAX_LINES,
  type ImportCells,
  type ImportedMember,
  type ImportMapping,
  type ImportOptions,
  missingRequiredFields,
  readImportLine,
  recognizeHeaders,
} from '../../../domain/member-import.ts';
import type { Fees } from '../../../domain/members.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { readUploadBytes, type Upload } from '../../http/uploads.ts';
import { readSpreadsheet } from './import-file.ts';

export type ImportLine = {
  line: number;
  cells: ImportCells;
  corrected: boolean;
  /** Null when the line has problems: it is never imported. */
  member: ImportedMember | null;
  problems: string[];
  /** The registered member with this email, if any. */
  existingId: string | null;
};

const EMAILS_PER_QUERY = 1000;

async function findExistingIds(db: DbOrTx, emails: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let start = 0; start < emails.length; start += EMAILS_PER_QUERY) {
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails.slice(start, start + EMAILS_PER_QUERY)));
    for (const row of rows) found.set(row.email, row.id);
  }
  return found;
}

/** The file's rows as they will be imported, after the administrator's mapping and corrections. */
export async function readImportFile(upload: Upload, options: ImportOptions, fees: Fees) {
  const rows = await readSpreadsheet(await readUploadBytes(upload), upload.mimetype);
  const [header, ...body] = rows;
  if (!header || body.length === 0)
    throw badRequest('Le fichier ne contient aucune ligne à importer', 'FILE_EMPTY');
  if (body.length > IMPORT_MAX_LINES) {
    throw badRequest(
      `Le fichier compte ${body.length} lignes : importez-en au plus ${IMPORT_MAX_LINES.toLocaleString('fr-FR')} à la fois`,
      'TOO_MANY_LINES',
    );
  }
  const headers = header.cells.map((cell) => cell.trim());
  const mapping = options.mapping ?? recognizeHeaders(headers);
  if (mapping.length !== headers.length) throw badRequest('Correspondance des colonnes invalide', 'MAPPING');

  const firstLineOf = new Map<string, number>();
  const lines = body.map((row): Omit<ImportLine, 'existingId'> => {
    const correction = options.corrections[String(row.line)];
    const cells = { ...cellsOf(row.cells, mapping), ...correction };
    const { member, problems } = readImportLine(cells, fees);
    const first = member ? firstLineOf.get(member.email) : undefined;
    if (member && first !== undefined) {
      return {
        line: row.line,
        cells,
        corrected: !!correction,
        member: null,
        problems: [duplicateInFileProblem(first)],
      };
    }
    if (member) firstLineOf.set(member.email, row.line);
    return { line: row.line, cells, corrected: !!correction, member, problems };
  });
  return { headers, mapping, lines };
}

/** Marks the lines whose email is already a member's, read in the caller's transaction. */
export async function markExistingMembers(
  db: DbOrTx,
  lines: Omit<ImportLine, 'existingId'>[],
): Promise<ImportLine[]> {
  const emails = lines.flatMap((line) => (line.member ? [line.member.email] : []));
  const existing = await findExistingIds(db, emails);
  return lines.map((line) => ({
    ...line,
    existingId: line.member ? (existing.get(line.member.email) ?? null) : null,
  }));
}

/** A confirmation needs the three fields no member goes without. */
export function assertRequiredColumns(mapping: ImportMapping): void {
  const missing = missingRequiredFields(mapping);
  if (missing.length > 0) {
    throw badRequest('Indiquez les colonnes du prénom, du nom et de l’email', 'MAPPING');
  }
}
