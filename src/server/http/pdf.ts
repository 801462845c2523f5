import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../infra/storage/storage.ts';

/** A generated PDF as a route sends it. */
export type PdfFile = { fileName: string; content: Readable | Buffer };

export const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(file.fileName))
    .send(file.content);

/**
 * The fonts every PDF writes with, by the name `doc.font()` takes: DejaVu Sans, shipped by an npm
 * package (docs/decisions/0024-police-des-pdf.md). The standard Helvetica only writes WinAnsi and
 * printed « Łukasz Nguyễn » as garbage. PDFKit embeds only the glyphs a document uses. DejaVu has
 * the no-break spaces Intl writes in « 10 000,00 € » (U+202F, U+00A0): printed as they are, an
 * amount keeps its French thousands space and never breaks across two lines.
 */
export const PDF_FONT = {
  regular: 'DejaVuSans',
  bold: 'DejaVuSans-Bold',
  italic: 'DejaVuSans-Oblique',
} as const;

type FontFiles = Record<keyof typeof PDF_FONT, Buffer>;
let fontFiles: Promise<FontFiles> | undefined;

/**
 * The font files, read once on the first document. Each document parses its own copy: fontkit
 * keeps, per parsed font, the characters a glyph was first met with, and a font shared between
 * documents wrote the « z » of a name as met inside the « ź » of another document's, unreadable.
 */
function readFontFiles(): Promise<FontFiles> {
  if (!fontFiles) {
    // Resolved beside this module, in the bundle too: the package ships the files, named in full.
    const require = createRequire(import.meta.url);
    fontFiles = Promise.all([
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf')),
    ]).then(([regular, bold, italic]) => ({ regular, bold, italic }));
    // A failed read is tried again by the next document rather than remembered.
    fontFiles.catch(() => {
      fontFiles = undefined;
    });
  }
  return fontFiles;
}

/**
 * An A4 document in DejaVu Sans (`PDF_FONT`), embedded so that its text stays selectable and
 * searchable whatever the script of the names. PDFKit and the fonts are loaded on the first
 * document, not at start-up.
 */
export async function createPdfDocument(options: {
  margin: number;
  title: string;
  author: string;
  /** The association's logo (PNG or JPEG), drawn in the first page's top right corner. */
  logo?: Buffer | null;
}) {
  const [{ default: PDFDocument }, files] = await Promise.all([import('pdfkit'), readFontFiles()]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    info: { Title: options.title, Author: options.author },
  });
  for (const style of ['regular', 'bold', 'italic'] as const) doc.registerFont(PDF_FONT[style], files[style]);
  if (options.logo) drawLogo(doc, options.logo);
  return doc.font(PDF_FONT.regular);
}

/** Room for a wide logo as for a square one, within the height of the association's name and address. */
const LOGO_BOX: [number, number] = [110, 48];

/**
 * In the top right corner, where each document's heading (the association's name, left, or a
 * centred title) leaves room; the text then starts where it would without a logo.
 */
function drawLogo(doc: PDFKit.PDFDocument, logo: Buffer) {
  const { x, y } = doc;
  const left = doc.page.width - doc.page.margins.right - LOGO_BOX[0];
  doc.image(logo, left, doc.page.margins.top, { fit: LOGO_BOX, align: 'right' });
  doc.x = x;
  doc.y = y;
}

/** The whole document in memory, for one that is stored rather than streamed. */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
