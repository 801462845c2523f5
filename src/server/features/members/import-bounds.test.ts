import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftZip } from '../../testing/crafted-zip.ts';
import { createAdmin, signedInAs } from '../../testing/factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ENTRY_MAX_BYTES } from './import-archive.ts';
import { XLSX_TYPE } from './import-file.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

async function preview(data: Buffer, type: string) {
  const name = type === XLSX_TYPE ? 'adherents.xlsx' : 'adherents.csv';
  const { payload, headers } = await multipartPayload({}, { name, type, data });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/users/import/preview',
    payload,
    headers: { ...headers, cookie: adminCookie },
  });
}

async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Adhérents'));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const HEADER = ['Prénom', 'Nom', 'Email', 'Téléphone', 'Ville', 'Montant', 'Date de début'];
const memberRow = (index: number) => [
  `Prénom${index}`,
  `Nom${index}`,
  `bornes-${index}@exemple.fr`,
  '01 23 45 67 89',
  'Lyon',
  7.5,
  new Date(Date.UTC(2025, 8, 1)),
];

describe('an import file cannot stop the server', () => {
  it('refuses a workbook whose lone cell lies at XFD1048576, or XFD20000, in French', async () => {
    for (const address of ['XFD1048576', 'XFD20000']) {
      const file = await workbook((sheet) => {
        sheet.getCell(address).value = 'x';
      });
      const response = await preview(file, XLSX_TYPE);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'FILE_UNREADABLE',
        message:
          'Le fichier a des valeurs au-delà de la colonne 100 : gardez seulement les colonnes des membres et réessayez',
      });
    }
  });

  it('refuses a zip bomb: a small workbook whose sheet inflates past 50 MB', async () => {
    const contentTypes =
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
    const bomb = craftZip([
      { name: '[Content_Types].xml', content: Buffer.from(contentTypes) },
      {
        name: 'xl/worksheets/sheet1.xml',
        content: Buffer.alloc(ENTRY_MAX_BYTES + 1, 0x20),
        declaredSize: 1000,
      },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    const response = await preview(bomb, XLSX_TYPE);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'FILE_TOO_LARGE',
      message:
        'Fichier trop volumineux une fois décompressé : enregistrez-le à nouveau depuis Excel, ou en CSV',
    });
  });

  it('refuses a file of 10,001 lines', async () => {
    const lines = Array.from({ length: 10_001 }, (_, index) => `P${index};N${index};p${index}@exemple.fr`);
    const response = await preview(Buffer.from(['Prénom;Nom;Email', ...lines].join('\n')), 'text/csv');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'TOO_MANY_LINES',
      message: 'Le fichier compte plus de 10\u202f000 lignes : importez-en au plus 10\u202f000 à la fois',
    });
  });

  it('keeps answering while a workbook of 10,000 lines is read', async () => {
    const file = await workbook((sheet) => {
      sheet.addRow(HEADER);
      for (let index = 0; index < 10_000; index += 1) sheet.addRow(memberRow(index));
    });
    const answered: string[] = [];
    const previewing = preview(file, XLSX_TYPE).then((response) => {
      answered.push('aperçu');
      return response;
    });
    const health = await t.app.inject({ url: '/healthz' });
    answered.push('healthz');
    expect(health.statusCode).toBe(200);
    const response = await previewing;
    expect(response.statusCode).toBe(200);
    expect(response.json().counts).toEqual({ lines: 10_000, valid: 10_000, faulty: 0, existing: 0 });
    expect(answered).toEqual(['healthz', 'aperçu']);
  });
});
