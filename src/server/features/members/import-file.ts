import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest } from '../../http/errors.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const UNREADABLE = 'Fichier illisible : enregistrez-le en CSV ou en Excel (.xlsx) et réessayez';

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

export function readCsv(bytes: Uint8Array): SheetRow[] {
  const text = decodeText(bytes);
  try {
    const records = parse(text, {
      delimiter: guessDelimiter(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch {
    throw badRequest(UNREADABLE, 'FILE_UNREADABLE');
  }
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

/** The first sheet of a workbook, as rows of texts. */
export async function readXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(UNREADABLE, 'FILE_UNREADABLE');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      cells.push(cellText(row.getCell(column).value));
    }
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ line: row.number, cells });
  });
  return rows;
}

/** The rows of an uploaded spreadsheet, header first, whatever its format. */
export function readSpreadsheet(bytes: Uint8Array, mimetype: string): Promise<SheetRow[]> {
  return mimetype === XLSX_TYPE ? readXlsx(bytes) : Promise.resolve(readCsv(bytes));
}
