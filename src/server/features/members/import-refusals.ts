import type { ErrorCode } from '../../../domain/error-codes.ts';
import { formatCount as count } from '../../../domain/format.ts';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_LINES } from '../../../domain/member-import.ts';

/**
 * Why a spreadsheet is refused, said in French. The file is read in a worker thread, which can
 * send back only plain data: this error carries its message and code across, and the server turns
 * it into its 400 there.
 */
export class SpreadsheetRefusal extends Error {
  code: ErrorCode;

  constructor(message: string, code: ErrorCode) {
    super(message);
    this.code = code;
  }
}

export const UNREADABLE = 'Fichier illisible : enregistrez-le en CSV ou en Excel (.xlsx) et réessayez';

export const tooManyLines = () =>
  new SpreadsheetRefusal(
    `Le fichier compte plus de ${count(IMPORT_MAX_LINES)} lignes : importez-en au plus ${count(IMPORT_MAX_LINES)} à la fois`,
    'TOO_MANY_LINES',
  );

export const tooManyColumns = () =>
  new SpreadsheetRefusal(
    `Le fichier a des valeurs au-delà de la colonne ${IMPORT_MAX_COLUMNS} : gardez seulement les colonnes des membres et réessayez`,
    'FILE_UNREADABLE',
  );
