import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { craftZip } from '../../testing/crafted-zip.ts';
import { checkWorkbookArchive, ENTRY_MAX_BYTES } from './import-archive.ts';
import { decodeText, readCsv, readXlsx } from './import-file.ts';

const cells = (rows: { cells: string[] }[]) => rows.map((row) => row.cells);

describe('reading an import file', () => {
  it('reads French Excel: Windows-1252 accents and `;`', async () => {
    const bytes = Buffer.from('Prénom;Nom;Montant\r\nHélène;Lefèvre;7,50\r\n', 'latin1');
    expect(cells(await readCsv(bytes))).toEqual([
      ['Prénom', 'Nom', 'Montant'],
      ['Hélène', 'Lefèvre', '7,50'],
    ]);
  });

  it('reads UTF-8 with a BOM, and keeps the `€` of Windows-1252', async () => {
    expect(cells(await readCsv(Buffer.from('\uFEFFPrénom;Ville\nÉloïse;Besançon\n', 'utf8')))).toEqual([
      ['Prénom', 'Ville'],
      ['Éloïse', 'Besançon'],
    ]);
    expect(decodeText(Uint8Array.of(0x37, 0x80))).toBe('7€');
  });

  it('reads `,` separated files with quoted fields holding separators and line breaks', async () => {
    const text = 'Prénom,Nom,Adresse\nJean,"Dupont, fils","12 rue de la Paix\nBât. B"\n';
    const rows = await readCsv(Buffer.from(text, 'utf8'));
    expect(cells(rows)).toEqual([
      ['Prénom', 'Nom', 'Adresse'],
      ['Jean', 'Dupont, fils', '12 rue de la Paix\nBât. B'],
    ]);
  });

  it('numbers the lines as the spreadsheet does, empty lines skipped', async () => {
    const rows = await readCsv(Buffer.from('Prénom;Nom\n\nAnne;Roy\nLuc;Roy\n', 'utf8'));
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

const workbookWith = async (fill: (sheet: ExcelJS.Worksheet) => void) => {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Adhérents'));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

describe('the bounds of an import file, checked while reading', () => {
  const tooManyLines =
    'Le fichier compte plus de 10\u202f000 lignes : importez-en au plus 10\u202f000 à la fois';
  const tooManyColumns =
    'Le fichier a des valeurs au-delà de la colonne 100 : gardez seulement les colonnes des membres et réessayez';

  it('reads a lone cell far away (XFD1048576) as one cell, and refuses it past column 100', async () => {
    const far = await workbookWith((sheet) => {
      sheet.getCell('A1').value = 'Prénom';
      sheet.getCell('XFD1048576').value = 'loin';
    });
    await expect(readXlsx(far)).rejects.toThrow(tooManyColumns);
    const wide = await workbookWith((sheet) => {
      sheet.getCell('A1').value = 'Prénom';
      sheet.getCell('C20000').value = 'Zoé';
    });
    expect(await readXlsx(wide)).toEqual([
      { line: 1, cells: ['Prénom', '', ''] },
      { line: 20000, cells: ['', '', 'Zoé'] },
    ]);
  });

  it('refuses a CSV at its 10,002nd row and a value past column 100; empty columns past it are fine', async () => {
    const lines = (count: number) =>
      Buffer.from(
        ['Prénom;Nom', ...Array.from({ length: count }, (_, index) => `P${index};N${index}`)].join('\n'),
      );
    expect(await readCsv(lines(10_000))).toHaveLength(10_001);
    await expect(readCsv(lines(10_001))).rejects.toThrow(tooManyLines);
    const empties = ';'.repeat(150);
    expect(await readCsv(Buffer.from(`Prénom;Nom${empties}\nAnne;Roy${empties}\n`))).toEqual([
      { line: 1, cells: ['Prénom', 'Nom'] },
      { line: 2, cells: ['Anne', 'Roy'] },
    ]);
    await expect(readCsv(Buffer.from(`Prénom;Nom${empties}x\n`))).rejects.toThrow(tooManyColumns);
  });

  it('refuses a sheet of more than 10,001 rows before exceljs reads it', async () => {
    const rows = '<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(10_002);
    const archive = craftZip([
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.from(`<sheetData>${rows}</sheetData>`) },
    ]);
    await expect(checkWorkbookArchive(archive)).rejects.toThrow(tooManyLines);
  });

  it('refuses an entry that announces or inflates to more than 50 MB', async () => {
    const bomb = Buffer.alloc(ENTRY_MAX_BYTES + 1, 0x20);
    const tooLarge =
      'Fichier trop volumineux une fois décompressé : enregistrez-le à nouveau depuis Excel, ou en CSV';
    await expect(
      checkWorkbookArchive(craftZip([{ name: 'xl/sharedStrings.xml', content: bomb }])),
    ).rejects.toThrow(tooLarge);
    await expect(
      checkWorkbookArchive(craftZip([{ name: 'xl/sharedStrings.xml', content: bomb, declaredSize: 1000 }])),
    ).rejects.toThrow(tooLarge);
  });
});
