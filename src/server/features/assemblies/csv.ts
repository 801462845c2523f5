/** UTF-8 byte order mark: without it, French Excel reads the accents as Latin-1. */
const BOM = '\uFEFF';

/**
 * A cell starting like a formula is shown as text, so a name typed by a member cannot run in
 * the spreadsheet of whoever opens the export.
 */
function escapeCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A CSV file as French Excel opens it by a double click: BOM, `;` separator, CRLF, quoted cells. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(escapeCell).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
