import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { decodeText, readCsv, readXlsx } from './import-file.ts';

const cells = (rows: { cells: string[] }[]) => rows.map((row) => row.cells);

describe('reading an import file', () => {
  it('reads French Excel: Windows-1252 accents and `;`', () => {
    const bytes = Buffer.from('Prénom;Nom;Montant\r\nHélène;Lefèvre;7,50\r\n', 'latin1');
    expect(cells(readCsv(bytes))).toEqual([
      ['Prénom', 'Nom', 'Montant'],
      ['Hélène', 'Lefèvre', '7,50'],
    ]);
  });

  it('reads UTF-8 with a BOM, and keeps the `€` of Windows-1252', () => {
    expect(cells(readCsv(Buffer.from('\uFEFFPrénom;Ville\nÉloïse;Besançon\n', 'utf8')))).toEqual([
      ['Prénom', 'Ville'],
      ['Éloïse', 'Besançon'],
    ]);
    expect(decodeText(Uint8Array.of(0x37, 0x80))).toBe('7€');
  });

  it('reads `,` separated files with quoted fields holding separators and line breaks', () => {
    const text = 'Prénom,Nom,Adresse\nJean,"Dupont, fils","12 rue de la Paix\nBât. B"\n';
    const rows = readCsv(Buffer.from(text, 'utf8'));
    expect(cells(rows)).toEqual([
      ['Prénom', 'Nom', 'Adresse'],
      ['Jean', 'Dupont, fils', '12 rue de la Paix\nBât. B'],
    ]);
  });

  it('numbers the lines as the spreadsheet does, empty lines skipped', () => {
    const rows = readCsv(Buffer.from('Prénom;Nom\n\nAnne;Roy\nLuc;Roy\n', 'utf8'));
    expect(rows.map((row) => row.line)).toEqual([1, 3, 4]);
  });

  it('reads the first sheet of an .xlsx, dates as JJ/MM/AAAA and amounts with a comma', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Adhérents');
    sheet.addRow(['Prénom', 'Nom', 'Montant', 'Date de début']);
    sheet.addRow(['Zoé', 'Martin', 7.5, new Date(Date.UTC(2025, 8, 15))]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await readXlsx(bytes)).toEqual([
      { line: 1, cells: ['Prénom', 'Nom', 'Montant', 'Date de début'] },
      { line: 2, cells: ['Zoé', 'Martin', '7,5', '15/09/2025'] },
    ]);
  });
});
