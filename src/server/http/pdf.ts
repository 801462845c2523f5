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
 * The PDF's standard Helvetica writes WinAnsi, which has é, à, ç and € but not the narrow
 * no-break space Intl puts before the euro sign: an ordinary space reads the same.
 */
export const pdfSafeText = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/**
 * An A4 document in a standard font, so that its text stays selectable and searchable. PDFKit is
 * loaded on the first document, not at start-up.
 */
export async function createPdfDocument(options: { margin: number; title: string; author: string }) {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument({
    size: 'A4',
    margin: options.margin,
    info: { Title: options.title, Author: options.author },
  });
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
