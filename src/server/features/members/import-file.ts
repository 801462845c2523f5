import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_LINES } from '../../../domain/member-import.ts';
import { checkWorkbookArchive } from './import-archive.ts';
import { SpreadsheetRefusal, tooManyColumns, tooManyLines, UNREADABLE } from './import-refusals.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The header and the lines an import takes: one more row is refused. */
const MAX_ROWS = IMPORT_MAX_LINES + 1;

const unreadable = () => new SpreadsheetRefusal(UNREADABLE, 'FILE_UNREADABLE');

/**
 * French Excel saves "CSV (séparateur : point-virgule)" in Windows-1252, LibreOffice and
 * "CSV UTF-8" in UTF-8, with or without a BOM: a text that is not valid UTF-8 is Windows-1252.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the header line, quoted text aside: `;` from French Excel, else `,`. */
function guessDelimiter(text: string): ';' | ',' | '\t' {
  const header = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = {
    ';': header.split(';').length,
    ',': header.split(',').length,
    '\t': header.split('\t').length,
  };
  if (counts['\t'] > counts[';'] && counts['\t'] > counts[',']) return '\t';
  return counts[';'] >= counts[','] ? ';' : ',';
}

/** A row of the file and its number, as the spreadsheet shows it (the header is line 1). */
export type SheetRow = { line: number; cells: string[] };

/** A row's texts up to the last one filled; a value past the import's last column refuses the file. */
function keptCells(cells: readonly string[]): string[] {
  let filled = cells.length;
  while (filled > 0 && (cells[filled - 1] ?? '').trim() === '') filled -= 1;
  if (filled > IMPORT_MAX_COLUMNS) throw tooManyColumns();
  return cells.slice(0, filled);
}

/** Every row as wide as the widest, as the spreadsheet shows them; blank rows left out. */
function squared(rows: SheetRow[]): SheetRow[] {
  const width = Math.max(0, ...rows.map((row) => row.cells.length));
  return rows.map(({ line, cells }) => ({
    line,
    cells: Array.from({ length: width }, (_, column) => cells[column] ?? ''),
  }));
}

/** The text is handed to the parser a slice at a time, so that it stops at the first row too many. */
const CSV_SLICE = 64 * 1024;
function* slices(text: string) {
  for (let start = 0; start < text.length; start += CSV_SLICE) yield text.slice(start, start + CSV_SLICE);
}

/** A field of more than this many characters is no member's: an unclosed quote, or not a CSV. */
const CSV_RECORD_MAX = 100_000;

export async function readCsv(bytes: Uint8Array): Promise<SheetRow[]> {
  const text = decodeText(bytes);
  const parser = Readable.from(slices(text)).pipe(
    parse({
      delimiter: guessDelimiter(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: CSV_RECORD_MAX,
      info: true,
    }),
  );
  const rows: SheetRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const cells = keptCells(record);
      if (cells.length === 0) continue;
      if (rows.length === MAX_ROWS) throw tooManyLines();
      rows.push({ line: info.lines, cells });
    }
  } catch (error) {
    throw error instanceof SpreadsheetRefusal ? error : unreadable();
  } finally {
    parser.destroy();
  }
  return squared(rows);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell as the administrator sees it in Excel: dates as JJ/MM/AAAA, amounts with a comma. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel dates carry no time zone: exceljs reads them as midnight UTC.
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

/**
 * The first sheet of a workbook, as rows of texts. The archive is checked first (decompressed
 * sizes, rows); then each row's cells are walked once, the filled ones only: a lone cell at
 * XFD1048576 costs one cell, not a million rows times sixteen thousand columns.
 */
export async function readXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  await checkWorkbookArchive(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const texts: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const text = cellText(cell.value);
      if (text.trim() === '') return;
      if (column > IMPORT_MAX_COLUMNS) throw tooManyColumns();
      texts[column - 1] = text;
    });
    const cells = Array.from(texts, (text) => text ?? '');
    if (cells.length === 0) return;
    if (rows.length === MAX_ROWS) throw tooManyLines();
    rows.push({ line: row.number, cells });
  });
  return squared(rows);
}

/** The rows of an uploaded spreadsheet, header first, whatever its format. */
export function readSpreadsheet(bytes: Uint8Array, mimetype: string): Promise<SheetRow[]> {
  return mimetype === XLSX_TYPE ? readXlsx(bytes) : readCsv(bytes);
}
