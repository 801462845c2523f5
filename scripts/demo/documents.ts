import { randomUUID } from 'node:crypto';
import { documents } from '../../src/server/db/schema.ts';
import type { DemoContext } from './demo-context.ts';

/** A one-page PDF showing a title and a few lines, so that demo downloads open in any reader. */
export function simplePdf(title: string, lines: string[]): Buffer {
  // The standard fonts speak Latin-1 (WinAnsi): accents survive, typographic quotes do not.
  const pdfText = (text: string) => text.replace(/[’]/g, "'").replace(/[\\()]/g, '\\$&');
  const text = [
    'BT /F1 18 Tf 72 760 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The association's shared papers, and a few addressed to one member. */
export async function seedDocuments({ tx, storage, admin, members }: DemoContext) {
  const [president, treasurer] = members;
  const items: { nom: string; lines: string[]; daysOld: number; recipient?: (typeof members)[number] }[] = [
    {
      nom: 'Statuts de l’association.pdf',
      lines: [
        'Article 1 - Objet : recueillir et transmettre les souvenirs de vie.',
        'Article 2 - Siège : Lyon.',
      ],
      daysOld: 300,
    },
    {
      nom: 'Règlement intérieur.pdf',
      lines: ['Les ateliers sont ouverts à tous les membres à jour de cotisation.'],
      daysOld: 240,
    },
    {
      nom: 'Compte rendu de l’assemblée générale.pdf',
      lines: ['Rapport moral et rapport financier approuvés à l’unanimité.', 'Bureau réélu pour un an.'],
      daysOld: 45,
    },
    {
      nom: 'Guide de l’entretien biographique.pdf',
      lines: ['1. Préparer le rendez-vous', '2. Écouter sans interrompre', '3. Relire ensemble'],
      daysOld: 12,
    },
    {
      nom: 'Attestation d’adhésion.pdf',
      lines: [`Nous attestons que ${president?.prenom} ${president?.nom} est membre de l’association.`],
      daysOld: 20,
      recipient: president,
    },
    {
      nom: 'Reçu de cotisation.pdf',
      lines: [`Reçu de ${treasurer?.prenom} ${treasurer?.nom} : cotisation annuelle réglée.`],
      daysOld: 5,
      recipient: treasurer,
    },
  ];

  for (const item of items) {
    const data = simplePdf(item.nom.replace(/\.pdf$/, ''), item.lines);
    const key = `documents/${randomUUID()}.pdf`;
    await storage.put(key, data, 'application/pdf');
    await tx.insert(documents).values({
      nom: item.nom,
      type: item.recipient ? 'specifique' : 'general',
      taille: data.length,
      url: key,
      mime_type: 'application/pdf',
      user_id: item.recipient?.id ?? null,
      uploader_id: admin.id,
      created_at: daysAgo(item.daysOld),
    });
  }
}
