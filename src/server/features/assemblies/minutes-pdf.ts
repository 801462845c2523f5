import { formatDate } from '../../../domain/format.ts';
import { toSingleLine } from '../../../domain/text-fields.ts';
import { createPdfDocument, PDF_FONT, pdfBuffer } from '../../http/pdf.ts';

export type MinutesContent = {
  association: { name: string; address: string };
  title: string;
  /** A preview says it is a draft: only the finalised PDF is the minutes. */
  isDraft: boolean;
  text: string;
  chair: string | null;
  secretary: string | null;
  signedOn: Date;
  /** The association's logo, when it has one PDFKit draws (PNG or JPEG). */
  logo: Buffer | null;
};

const MARGIN = 56;
const SIGNATURE_HEIGHT = 90;
/** The draft writes its section titles in capitals: the PDF sets them in bold. */
const isHeading = (line: string) => /\p{L}/u.test(line) && line === line.toUpperCase();

/** The minutes as a PDF: the association, the title, the text as written, then the two signature blocks. */
export async function renderMinutesPdf(content: MinutesContent): Promise<Buffer> {
  const doc = await createPdfDocument({
    margin: MARGIN,
    title: content.title,
    author: content.association.name,
    logo: content.logo,
  });
  const done = pdfBuffer(doc);
  const write = (text: string, options?: PDFKit.Mixins.TextOptions) => doc.text(text, options);

  doc.font(PDF_FONT.bold).fontSize(12);
  write(content.association.name);
  doc.font(PDF_FONT.regular).fontSize(9);
  for (const line of content.association.address.split('\n').filter(Boolean)) write(toSingleLine(line));

  doc.moveDown(2).font(PDF_FONT.bold).fontSize(15);
  write(content.title, { align: 'center' });
  if (content.isDraft) {
    doc.font(PDF_FONT.italic).fontSize(10);
    write('Projet : procès-verbal non finalisé', { align: 'center' });
  }

  doc.moveDown(1.5).fontSize(10.5);
  for (const line of content.text.split(/\r?\n/)) {
    if (line.trim() === '') {
      doc.moveDown(0.6);
      continue;
    }
    doc.font(isHeading(line) ? PDF_FONT.bold : PDF_FONT.regular);
    write(line, { align: 'left' });
  }

  doc.moveDown(1.5).font(PDF_FONT.regular);
  write(`Fait le ${formatDate(content.signedOn)}.`);
  doc.moveDown(1.5);
  if (doc.y + SIGNATURE_HEIGHT > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  const width = (doc.page.width - 2 * MARGIN) / 2 - 10;
  const blocks: [string, string | null][] = [
    ['Président(e) de séance', content.chair],
    ['Secrétaire de séance', content.secretary],
  ];
  blocks.forEach(([role, name], index) => {
    const x = MARGIN + index * (width + 20);
    doc.font(PDF_FONT.bold).fontSize(10).text(role, x, top, { width });
    doc.font(PDF_FONT.regular).text(name ? toSingleLine(name) : '(à désigner)', x, doc.y, { width });
    doc.text('Signature :', x, doc.y + 4, { width });
    doc.rect(x, doc.y + 4, width, 50).stroke();
  });
  doc.end();
  return done;
}
