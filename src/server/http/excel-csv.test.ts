import { describe, expect, it } from 'vitest';
import { excelCsv } from './excel-csv.ts';

describe('excelCsv', () => {
  it('writes for French Excel: BOM, semicolons, CRLF, every cell quoted', () => {
    const csv = excelCsv(['Email', 'Nom'], [['a@exemple.fr', 'Élise Dupré']]);
    expect(csv).toBe('\uFEFF"Email";"Nom"\r\n"a@exemple.fr";"Élise Dupré"\r\n');
  });

  it('doubles quotes and keeps separators and line breaks inside a cell', () => {
    expect(excelCsv(['Texte'], [['Il a dit "oui"; puis\nnon']])).toBe(
      '\uFEFF"Texte"\r\n"Il a dit ""oui""; puis\nnon"\r\n',
    );
  });

  it('never lets a cell start a formula', () => {
    expect(excelCsv(['Nom'], [['=HYPERLINK("x")'], ['+33'], ['@SUM'], ['-1']])).toBe(
      '\uFEFF"Nom"\r\n"\'=HYPERLINK(""x"")"\r\n"\'+33"\r\n"\'@SUM"\r\n"\'-1"\r\n',
    );
  });
});
