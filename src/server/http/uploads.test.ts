import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_REFUSED } from '../../domain/documents.ts';
import { AVATAR_TOO_LARGE } from '../../domain/members-schemas.ts';
import { documents } from '../db/schema.ts';
import { createAdmin, signedInAs } from '../testing/factories.ts';
import { TINY_PNG } from '../testing/members-factories.ts';
import { multipartPayload } from '../testing/multipart.ts';
import { createStorageTestApp, STORAGE_KINDS, type StorageTestApp } from '../testing/s3-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const HTML = Buffer.from('<!doctype html><script>fetch("/api/members/me/profile")</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"/>');
/** The header every pre-2007 Office file starts with (a Compound File), then its streams' names. */
const CFB_HEADER = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
const compoundFile = (...streams: string[]) =>
  Buffer.concat([CFB_HEADER, ...streams.map((name) => Buffer.from(name, 'utf16le'))]);
const PDF_FILE = { name: 'Rapport.pdf', type: 'application/pdf' };
const IMAGE_REFUSED = 'Seules les images (JPEG, PNG, WebP, GIF) sont acceptées';

type File = { name: string; type: string; data: Buffer };

async function sendTo(
  app: TestApp,
  cookie: string,
  request: { url: string; method?: 'POST' | 'PUT' },
  file: File,
  fields: Record<string, string>,
) {
  const { payload, headers } = await multipartPayload(fields, file);
  return app.app.inject({
    method: request.method ?? 'POST',
    url: request.url,
    payload,
    headers: { ...headers, cookie },
  });
}

const send = (url: string, file: File, fields: Record<string, string> = {}) =>
  sendTo(t, adminCookie, { url }, file, fields);
const uploadDocument = (file: File, fields: Record<string, string> = { type: 'general' }) =>
  send('/api/admin/documents', file, fields);
const uploadImage = (file: File) => send('/api/admin/materials/image', file);

const storedDocument = async (id: string) =>
  (await t.db.select().from(documents).where(eq(documents.id, id)))[0];

/**
 * The body as the network delivers it, in two chunks, the first ending where the file reaches
 * `limit` bytes: the reader then learns of the excess only after its last chunk.
 */
async function cutAtLimit(file: File, limit: number) {
  const { payload, headers } = await multipartPayload({ type: 'general' }, file);
  const end = payload.indexOf(file.data.subarray(0, 64)) + limit;
  return { payload: Readable.from([payload.subarray(0, end), payload.subarray(end)]), headers };
}

describe.each(STORAGE_KINDS)('with files on %s', (kind) => {
  let s: StorageTestApp;
  let cookie: string;

  beforeAll(async () => {
    s = await createStorageTestApp(kind);
    cookie = await signedInAs(s.ctx, await createAdmin(s.db));
  });
  afterAll(() => s.close());

  const upload = (url: string, file: File, fields: Record<string, string> = {}) =>
    sendTo(s, cookie, { url }, file, fields);
  const documentRows = () => s.db.select({ id: documents.id }).from(documents);

  describe('an upload over the limit', () => {
    // The file used to be stored cut to exactly 10 MB, with a 201, whenever a chunk ended at the limit.
    it.each([11, 30])('of %i MB is refused with 413, leaving no row and no file', async (size) => {
      const filesBefore = await s.storedFiles();
      const rowsBefore = await documentRows();
      const file = {
        name: 'Rapport.pdf',
        type: 'application/pdf',
        data: Buffer.concat([PDF, Buffer.alloc(size * MB, 0x20)]),
      };
      const cut = await cutAtLimit(file, 10 * MB);
      const responses = [
        await upload('/api/admin/documents', file, { type: 'general' }),
        await s.app.inject({
          method: 'POST',
          url: '/api/admin/documents',
          payload: cut.payload,
          headers: { ...cut.headers, cookie },
        }),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(413);
        expect(response.json().error).toEqual({
          code: 'FILE_TOO_LARGE',
          message: 'Le fichier dépasse la taille maximale autorisée (10 Mo)',
        });
      }
      expect(await documentRows()).toEqual(rowsBefore);
      expect(await s.storedFiles()).toEqual(filesBefore);
    });

    it('of exactly the limit, arriving in small chunks, is accepted and stored whole', async () => {
      const data = Buffer.concat([PDF, Buffer.alloc(10 * MB - PDF.length, 0x20)]);
      const { payload, headers } = await multipartPayload({ type: 'general' }, { ...PDF_FILE, data });
      const chunks = [];
      for (let start = 0; start < payload.length; start += 64 * 1024) {
        chunks.push(payload.subarray(start, start + 64 * 1024));
      }
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/admin/documents',
        payload: Readable.from(chunks),
        headers: { ...headers, cookie },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().taille).toBe(10 * MB);
      const [row] = await s.db.select().from(documents).where(eq(documents.id, response.json().id));
      const stored = await s.ctx.storage.read(row?.url ?? '');
      stored?.body.destroy();
      expect(stored?.size).toBe(10 * MB);
    });

    it('of its feature (an avatar over 2 MB) is refused with its message, storing nothing', async () => {
      const filesBefore = await s.storedFiles();
      const response = await upload('/api/members/me/avatar', {
        name: 'grand.png',
        type: 'image/png',
        data: Buffer.concat([TINY_PNG, Buffer.alloc(3 * MB)]),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'FILE_TOO_LARGE', message: AVATAR_TOO_LARGE });
      expect(await s.storedFiles()).toEqual(filesBefore);
    });
  });

  describe('an upload of the wrong type', () => {
    it.each([
      ['an HTML page', HTML],
      ['an SVG drawing with a script', SVG],
    ])('refuses %s renamed .png, storing nothing', async (_name, data) => {
      const filesBefore = await s.storedFiles();
      const image = await upload('/api/admin/materials/image', {
        name: 'photo.png',
        type: 'image/png',
        data,
      });
      expect(image.statusCode).toBe(400);
      expect(image.json().error.message).toBe(IMAGE_REFUSED);
      const document = await upload(
        '/api/admin/documents',
        { name: 'photo.png', type: 'image/png', data },
        {
          type: 'general',
        },
      );
      expect(document.statusCode).toBe(400);
      expect(document.json().error.message).toBe(DOCUMENT_TYPE_REFUSED);
      expect(await s.storedFiles()).toEqual(filesBefore);
    });

    it('refuses a text that turns to binary past its first bytes, storing nothing', async () => {
      const filesBefore = await s.storedFiles();
      const rowsBefore = await documentRows();
      const data = Buffer.concat([
        Buffer.alloc(200 * 1024, 'Ordre du jour\r\n'),
        Buffer.from([0x4d, 0x5a, 0x00]),
      ]);
      const response = await upload(
        '/api/admin/documents',
        { name: 'notes.txt', type: 'text/plain', data },
        {
          type: 'general',
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'FILE_TYPE', message: DOCUMENT_TYPE_REFUSED });
      expect(await documentRows()).toEqual(rowsBefore);
      expect(await s.storedFiles()).toEqual(filesBefore);
    });
  });

  it('leaves no file behind when the row it belongs to cannot be written', async () => {
    const filesBefore = await s.storedFiles();
    const response = await sendTo(
      s,
      cookie,
      { method: 'PUT', url: `/api/events/${randomUUID()}/image` },
      { name: 'affiche.png', type: 'image/png', data: TINY_PNG },
      {},
    );
    expect(response.statusCode).toBe(404);
    expect(await s.storedFiles()).toEqual(filesBefore);
  });
});

describe('the type of an upload comes from its content', () => {
  it('stores a real PDF and a real PNG', async () => {
    const pdf = await uploadDocument({ name: 'Statuts.pdf', type: 'application/pdf', data: PDF });
    expect(pdf.statusCode).toBe(201);
    expect(await storedDocument(pdf.json().id)).toMatchObject({
      mime_type: 'application/pdf',
      url: expect.stringMatching(/\.pdf$/),
    });
    const png = await uploadImage({ name: 'trepied.png', type: 'image/png', data: TINY_PNG });
    expect(png.statusCode).toBe(201);
    expect(png.json().url).toMatch(/\.png$/);
  });

  it('stores a PNG declared as a PDF as the PNG it is', async () => {
    const response = await uploadDocument({ name: 'Scan.pdf', type: 'application/pdf', data: TINY_PNG });
    expect(response.statusCode).toBe(201);
    expect(await storedDocument(response.json().id)).toMatchObject({
      mime_type: 'image/png',
      url: expect.stringMatching(/\.png$/),
    });
  });

  it('refuses a PDF declared as an image where only images go', async () => {
    const response = await uploadImage({ name: 'photo.png', type: 'image/png', data: PDF });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'FILE_TYPE', message: IMAGE_REFUSED });
  });

  it('refuses markup and binary junk sent as plain text', async () => {
    for (const data of [HTML, SVG, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])]) {
      const response = await uploadDocument({ name: 'notes.txt', type: 'text/plain', data });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(DOCUMENT_TYPE_REFUSED);
    }
  });

  it('keeps plain text and CSV, which have no signature, in any encoding', async () => {
    const text = await uploadDocument({
      name: 'Ordre du jour.txt',
      type: 'text/plain',
      data: Buffer.from('Ordre du jour\r\n1. Rapport moral\r\n', 'utf8'),
    });
    expect(text.statusCode).toBe(201);
    expect(await storedDocument(text.json().id)).toMatchObject({
      mime_type: 'text/plain',
      url: expect.stringMatching(/\.txt$/),
    });
    // French Excel writes its CSV in Windows-1252: 'Pré' is 50 72 E9.
    const csv = await uploadDocument({
      name: 'Adhérents.csv',
      type: 'application/vnd.ms-excel',
      data: Buffer.from('4e6f6d3b5072e96e6f6d0d0a447572616e643b43616d696c6c650d0a', 'hex'),
    });
    expect(csv.statusCode).toBe(201);
    expect(await storedDocument(csv.json().id)).toMatchObject({
      mime_type: 'text/csv',
      url: expect.stringMatching(/\.csv$/),
    });
  });

  it('tells pre-2007 Word, Excel and PowerPoint files apart by their streams, and refuses other compound files', async () => {
    const cases: [Buffer, string, string][] = [
      [compoundFile('WordDocument'), 'application/msword', 'doc'],
      [compoundFile('Workbook'), 'application/vnd.ms-excel', 'xls'],
      [compoundFile('PowerPoint Document'), 'application/vnd.ms-powerpoint', 'ppt'],
    ];
    for (const [data, mime, extension] of cases) {
      const response = await uploadDocument({ name: 'Ancien.bin', type: 'application/octet-stream', data });
      expect(response.statusCode, mime).toBe(201);
      expect(await storedDocument(response.json().id)).toMatchObject({
        mime_type: mime,
        url: expect.stringMatching(new RegExp(`\\.${extension}$`)),
      });
    }
    const installer = compoundFile('\u0005SummaryInformation');
    const refused = await uploadDocument({ name: 'setup.doc', type: 'application/msword', data: installer });
    expect(refused.statusCode).toBe(400);
  });
});

describe('the names and fields of an upload', () => {
  it('refuses a NUL byte in the file name, naming the field', async () => {
    const response = await uploadDocument({ name: 'Statuts\u0000.pdf', type: 'application/pdf', data: PDF });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: 'Caractère non autorisé',
      fields: [{ path: 'file', message: 'Caractère non autorisé' }],
    });
  });

  it('refuses a NUL byte in a text field sent with the file', async () => {
    const response = await send(
      `/api/admin/documents`,
      { name: 'Statuts.pdf', type: 'application/pdf', data: PDF },
      { type: 'general\u0000' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ path: 'type', message: 'Caractère non autorisé' }]);
  });
});
