import type { Readable } from 'node:stream';
import { asSentenceSubject } from '../../../domain/association-name.ts';
import { ATTESTATION_TITLE } from '../../../domain/attestations.ts';
import { formatDate } from '../../../domain/format.ts';
import { type Cents, formatCents } from '../../../domain/money.ts';
import { toSingleLine } from '../../../domain/text-fields.ts';
import { createPdfDocument, PDF_FONT } from '../../http/pdf.ts';

export type AttestationContent = {
  number: string;
  issuedOn: Date;
  association: { name: string; address: string; email: string };
  member: { name: string; addressLines: string[] };
  /** The offer's name. */
  typeLabel: string;
  /** A household member's: « Adhésion foyer réglée par Prénom Nom »; the payment is the household's. */
  householdLine: string | null;
  dateDebut: string;
  /** The last day covered (lastDayCovered), not the stored date_fin. */
  dateFin: string;
  montantCents: Cents;
  paymentMode: string;
  paidOn: string;
  /** « Document sans valeur fiscale », unless the association receipts fees too. */
  taxLine: string;
  /** The association's logo, when it has one PDFKit draws (PNG or JPEG). */
  logo: Buffer | null;
};

/** 2026-03-01 (a calendar day, no time zone to apply) -> 01/03/2026 */
const day = (isoDate: string) => isoDate.split('-').reverse().join('/');

const MARGIN = 56;

/** The certificate as a PDF stream. */
export async function renderAttestationPdf(content: AttestationContent): Promise<Readable> {
  const doc = await createPdfDocument({
    margin: MARGIN,
    title: `${ATTESTATION_TITLE} ${content.number}`,
    author: content.association.name,
    logo: content.logo,
  });
  const write = (text: string, options?: PDFKit.Mixins.TextOptions) => doc.text(text, options);

  doc.font(PDF_FONT.bold).fontSize(14);
  write(content.association.name);
  doc.font(PDF_FONT.regular).fontSize(10);
  for (const line of content.association.address.split('\n').filter(Boolean)) write(line);
  write(content.association.email);

  doc.moveDown(3).font(PDF_FONT.bold).fontSize(20);
  write(ATTESTATION_TITLE, { align: 'center' });
  doc.font(PDF_FONT.regular).fontSize(11);
  write(`N° ${content.number}`, { align: 'center' });

  doc.moveDown(2).fontSize(12);
  write(`${asSentenceSubject(content.association.name)} atteste que :`);
  doc.moveDown(0.5).font(PDF_FONT.bold);
  // A name or address saved before line breaks were refused must not add lines to the certificate.
  write(toSingleLine(content.member.name));
  doc.font(PDF_FONT.regular);
  for (const line of content.member.addressLines) write(toSingleLine(line));
  doc.moveDown(0.5);
  write("est membre de l'association :");

  doc.moveDown(1.5);
  const details: [string, string][] = [
    ["Type d'adhésion", content.typeLabel],
    ['Période', `du ${day(content.dateDebut)} au ${day(content.dateFin)}`],
    ['Montant', formatCents(content.montantCents)],
    ['Mode de paiement', content.paymentMode],
    ['Date du paiement', day(content.paidOn)],
  ];
  if (content.householdLine) details.splice(1, 0, ['Foyer', content.householdLine]);
  for (const [label, value] of details) {
    doc.font(PDF_FONT.bold);
    write(`${label} : `, { continued: true });
    doc.font(PDF_FONT.regular);
    write(value);
    doc.moveDown(0.3);
  }

  doc.moveDown(2);
  write(`Fait le ${formatDate(content.issuedOn)}, pour servir et valoir ce que de droit.`);
  doc.moveDown(3).font(PDF_FONT.italic).fontSize(10);
  write(content.taxLine, { align: 'center' });
  doc.end();
  return doc;
}
