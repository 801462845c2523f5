import { Readable } from 'node:stream';
import type { Options } from 'csv-stringify';
import { stringify as stringifyAll } from 'csv-stringify/sync';
import { decimalComma } from '../../domain/money.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell starting like a formula is shown as text, so a name typed by a member cannot run in
 * the spreadsheet of whoever opens the export.
 */
const asText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * A cell as it was before `asText` guarded it: an export imported again gives back its values
 * ("'+33 1 23" is "+33 1 23"). An apostrophe before anything else is the member's own.
 */
export const withoutFormulaGuard = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/**
 * CSV as French Excel opens it by a double click: UTF-8 BOM (else Excel reads the accents as
 * Windows-1252), `;` separator, CRLF, every cell quoted.
 */
const excelOptions = (header: readonly string[]): Options => ({
  bom: true,
  delimiter: ';',
  record_delimiter: 'windows',
  quoted: true,
  quoted_empty: true,
  header: true,
  columns: header.map((name, index) => ({ key: String(index), header: name })),
  cast: { string: asText },
});

type Rows = readonly (readonly string[])[];

/**
 * A file too large to hold, from batches of rows read one after the other (pages of a database):
 * the header leaves at once, so that the download starts before the first query; a batch is read
 * only when the download asks for it, and a download cut short stops the reading. One chunk per
 * batch, written by csv-stringify whole: the compression flushes after each chunk
 * (`FLUSHED_COMPRESSION`), which once a row would cost a write and a flush per row.
 */
export function excelCsvBatches(header: readonly string[], batches: AsyncIterable<Rows>): Readable {
  const rowOptions = { ...excelOptions(header), bom: false, header: false };
  async function* chunks() {
    yield excelCsv(header, []);
    for await (const rows of batches) {
      if (rows.length)
        yield stringifyAll(
          rows.map((row) => [...row]),
          rowOptions,
        );
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** A whole file at once, for a short export. */
export function excelCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringifyAll(
    rows.map((row) => [...row]),
    excelOptions(header),
  );
}

/** 2026-03-01 -> 01/03/2026, a day French Excel reads as a date. */
export const excelDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');

/** 7.5 -> 7,50, an amount French Excel reads as a number (no € sign, so that it can add them up). */
export const excelAmount = (amount: number) => decimalComma(amount);
