import { amountInWords } from '../../../domain/amount-in-words.ts';
import {
  DONATION_NATURE_LABELS,
  RECEIPT_ARTICLES,
  RECEIPT_LEGAL_STATUS_LABELS,
  type ReceiptArticle,
  type ReceiptKind,
  type ReceiptLegalStatus,
} from '../../../domain/donations.ts';
import { formatDate } from '../../../domain/format.ts';
import { type Cents, centsToEuros, formatCents } from '../../../domain/money.ts';
import { toSingleLine } from '../../../domain/text-fields.ts';
import type { ReceiptDonor } from '../../db/schema.ts';
import { createPdfDocument, PDF_FONT, pdfBuffer } from '../../http/pdf.ts';

const RECEIPT_CANCELLED = 'ANNULÉ';

/**
 * The two CERFA models: a person's gift (article 200, and 978 for the IFI), a company's
 * (article 238 bis only, the company named by its legal name and SIREN).
 */
const MODELS = {
  particulier: {
    cerfa: 'CERFA n° 11580*05',
    title: 'Reçu au titre des dons à certains organismes d’intérêt général',
    articles: 'Articles 200, 238 bis et 978 du code général des impôts',
  },
  entreprise: {
    cerfa: 'CERFA n° 16216*02',
    title: 'Reçu des dons et versements effectués par les entreprises',
    articles: 'Article 238 bis du code général des impôts',
  },
} as const;

/** 552100554 -> 552 100 554, as a SIREN is printed. */
const sirenGroups = (siren: string) => siren.replace(/(\d{3})(?=\d)/g, '$1 ');

export type ReceiptContent = {
  number: string;
  kind: ReceiptKind;
  beneficiary: {
    name: string;
    address: string;
    identifier: string;
    object: string;
    legalStatus: ReceiptLegalStatus | null;
  };
  donor: ReceiptDonor;
  amountCents: Cents;
  /** The member's fees the amount includes (an annual receipt, fees receipted): 0 otherwise. */
  feesAmountCents: Cents;
  firstDay: string;
  lastDay: string;
  /** As the receipt copied them: « Numéraire », « En nature ». */
  natures: string[];
  modes: string[];
  articles: ReceiptArticle[];
  issuedAt: Date;
  signatory: { name: string; function: string };
  signature: Buffer | null;
  cancelled: { at: Date; reason: string } | null;
  /** The association's logo in force (not copied at issue: it is no mention of the CERFA). */
  logo: Buffer | null;
};

const MARGIN = 50;
const BOX = 8;
const SIGNATURE_HEIGHT = 60;

/** 2026-03-01 -> 01/03/2026 (a calendar day, no time zone to apply). */
const day = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * « 12 rue des Lilas, 75011 Paris » -> « Paris »: the place the receipt is made is the city of the
 * beneficiary's address, whether typed on several lines or on one with commas.
 */
const townOf = (address: string) =>
  (
    address
      .split(/[\n,]/)
      .filter((part) => part.trim())
      .at(-1) ?? ''
  )
    .replace(/^\s*\d{4,5}\s*/, '')
    .trim();

/** The CERFA's boxes for payment modes, each gathering the app's modes it covers. */
const MODE_BOXES: [string, string[]][] = [
  ['Remise d’espèces', ['Espèce']],
  ['Chèque', ['Chèque']],
  ['Virement, prélèvement, carte bancaire', ['Virement', 'Carte Bancaire']],
];

/**
 * The tax receipt as a PDF, with every mention of its CERFA model (n° 11580 for a person,
 * n° 16216 for a company, chosen by the donor the receipt copied): the beneficiary and its
 * status, the donor (a company's legal name and SIREN), the amount in figures and in words, the date (or the period of an annual
 * receipt), the form, nature and mode of the gifts, the articles of the CGI, the place, date and
 * signature; a cancelled receipt says so across it, with its reason.
 */
export async function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const doc = await createPdfDocument({
    margin: MARGIN,
    title: `Reçu fiscal n° ${content.number}`,
    author: content.beneficiary.name,
    logo: content.logo,
  });
  const done = pdfBuffer(doc);
  const write = (text: string, options?: PDFKit.Mixins.TextOptions) => doc.text(text, options);
  const width = doc.page.width - 2 * MARGIN;

  const section = (title: string) => {
    doc.moveDown(0.8).font(PDF_FONT.bold).fontSize(11);
    const top = doc.y;
    doc
      .rect(MARGIN, top - 2, width, 16)
      .fillAndStroke('#eeeeee', '#999999')
      .fillColor('black');
    doc.text(title, MARGIN + 6, top + 1);
    doc.x = MARGIN;
    doc.moveDown(0.5).font(PDF_FONT.regular).fontSize(10);
  };
  const field = (label: string, value: string) => {
    doc.font(PDF_FONT.bold);
    write(`${label} : `, { continued: true });
    doc.font(PDF_FONT.regular);
    write(value);
    doc.moveDown(0.2);
  };
  /** A CERFA box, crossed when ticked; the X is text so that the ticked choice can be read back. */
  const box = (label: string, ticked: boolean, x = MARGIN + 10) => {
    const top = doc.y;
    doc.rect(x, top + 1, BOX, BOX).stroke();
    if (ticked) doc.font(PDF_FONT.bold).text('X', x + 1.5, top + 1, { lineBreak: false });
    doc.font(PDF_FONT.regular).text(label, x + BOX + 6, top, { width: width - (x - MARGIN) - BOX - 6 });
    doc.x = MARGIN;
    doc.moveDown(0.15);
  };

  const { beneficiary, donor } = content;
  const company = donor.entreprise ?? null;
  const model = MODELS[company ? 'entreprise' : 'particulier'];
  doc.font(PDF_FONT.regular).fontSize(8);
  write(model.cerfa, { align: 'right' });
  doc.font(PDF_FONT.bold).fontSize(14);
  write(model.title, { align: 'center' });
  doc.font(PDF_FONT.regular).fontSize(9);
  write(model.articles, { align: 'center' });
  doc.moveDown(0.4).font(PDF_FONT.bold).fontSize(11);
  write(`Reçu n° ${content.number}`, { align: 'center' });

  if (content.cancelled) {
    doc.moveDown(0.4).fillColor('#b00000').font(PDF_FONT.bold).fontSize(22);
    write(RECEIPT_CANCELLED, { align: 'center' });
    doc.font(PDF_FONT.regular).fontSize(10);
    write(
      `Reçu annulé le ${formatDate(content.cancelled.at)}. Motif : ${toSingleLine(content.cancelled.reason)}`,
      { align: 'center' },
    );
    doc.fillColor('black');
  }

  section('Bénéficiaire des versements');
  field('Nom ou dénomination', toSingleLine(beneficiary.name));
  field('Adresse', beneficiary.address.split('\n').map(toSingleLine).filter(Boolean).join(', '));
  field('N° RNA ou SIREN', beneficiary.identifier);
  field('Objet', toSingleLine(beneficiary.object));
  doc.font(PDF_FONT.bold);
  write('Qualité de l’organisme :');
  doc.moveDown(0.2);
  box(
    beneficiary.legalStatus ? RECEIPT_LEGAL_STATUS_LABELS[beneficiary.legalStatus] : 'Non renseignée',
    true,
  );

  const donorAddress = [donor.adresse, `${donor.code_postal} ${donor.ville}`].map(toSingleLine).join(', ');
  section(company ? 'Entreprise donatrice' : 'Donateur');
  if (company) {
    field('Dénomination sociale', toSingleLine(company.raison_sociale));
    field('N° SIREN', sirenGroups(company.siren));
    field('Adresse du siège', donorAddress);
  } else {
    field('Nom et prénom(s)', toSingleLine(`${donor.nom} ${donor.prenom}`));
    field('Adresse', donorAddress);
  }

  section('Dons et versements');
  write(
    'Le bénéficiaire reconnaît avoir reçu au titre des dons et versements ouvrant droit à réduction d’impôt la somme de :',
  );
  doc.moveDown(0.3);
  field('Montant', formatCents(content.amountCents));
  field('Somme en toutes lettres', amountInWords(centsToEuros(content.amountCents)));
  if (content.feesAmountCents > 0) field('Dont cotisations', formatCents(content.feesAmountCents));
  if (content.kind === 'annuel' || content.firstDay !== content.lastDay) {
    field('Période des versements', `du ${day(content.firstDay)} au ${day(content.lastDay)}`);
  } else {
    field('Date du versement ou du don', day(content.firstDay));
  }

  doc.moveDown(0.4);
  write(
    'Le bénéficiaire certifie sur l’honneur que les dons et versements qu’il reçoit ouvrent droit à la réduction d’impôt prévue à l’article :',
  );
  doc.moveDown(0.2);
  // A company's model lists article 238 bis alone.
  const articles = company ? (['238 bis'] as const) : RECEIPT_ARTICLES;
  for (const article of articles) box(`${article} du CGI`, content.articles.includes(article));

  doc.moveDown(0.4).font(PDF_FONT.bold);
  write('Forme du don :');
  doc.moveDown(0.2);
  box('Acte authentique', false);
  box('Acte sous seing privé', false);
  box('Déclaration de don manuel', true);
  box('Autres', false);

  doc.moveDown(0.4).font(PDF_FONT.bold);
  write('Nature du don :');
  doc.moveDown(0.2);
  box('Numéraire', content.natures.includes(DONATION_NATURE_LABELS.numeraire));
  box('Titres de sociétés cotés', false);
  box('Autres (don en nature)', content.natures.includes(DONATION_NATURE_LABELS.nature));

  if (content.modes.length > 0) {
    doc.moveDown(0.4).font(PDF_FONT.bold);
    write('En cas de don en numéraire, mode de versement du don :');
    doc.moveDown(0.2);
    for (const [label, modes] of MODE_BOXES) {
      box(
        label,
        modes.some((mode) => content.modes.includes(mode)),
      );
    }
    field('Mode(s) de paiement', content.modes.join(', '));
  }

  doc.moveDown(1).font(PDF_FONT.regular);
  const town = townOf(beneficiary.address);
  write(`Fait${town ? ` à ${town}` : ''}, le ${formatDate(content.issuedAt)}`);
  doc.moveDown(0.3);
  write(`${toSingleLine(content.signatory.name)}, ${toSingleLine(content.signatory.function)}`);
  if (content.signature) {
    if (doc.y + SIGNATURE_HEIGHT > doc.page.height - MARGIN) doc.addPage();
    doc.image(content.signature, MARGIN, doc.y + 4, { fit: [180, SIGNATURE_HEIGHT] });
  }
  doc.end();
  return done;
}
