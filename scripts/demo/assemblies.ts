import { VOTE_QUESTIONS, type VoteValue } from '../../src/domain/assemblies.ts';
import {
  assembleesGenerales,
  commentairesAg,
  documentsAg,
  presencesAg,
  votesAg,
} from '../../src/server/db/schema.ts';
import { insertDefaultResolutions } from '../../src/server/features/assemblies/resolutions.ts';
import { type DemoContext, type DemoPerson, dateDaysFromNow } from './demo-context.ts';

const [moral, financier] = VOTE_QUESTIONS;

/** A one-page PDF, enough for the demo's documents to open in a viewer. */
function tinyPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '').replace(/’/g, "'");
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function addDocument(demo: DemoContext, agId: string, type: string, nom: string, stamp: number) {
  const key = `documents-ag/${agId}/${type}_${stamp}.pdf`;
  await demo.storage.put(key, tinyPdf(nom), 'application/pdf');
  await demo.tx.insert(documentsAg).values({ ag_id: agId, type, nom, url: key });
}

/** An AG with the spec's two questions; `vote` gives a member's answer to one of them. */
async function insertAssembly(demo: DemoContext, values: typeof assembleesGenerales.$inferInsert) {
  const [row] = await demo.tx.insert(assembleesGenerales).values(values).returning();
  if (!row) throw new Error('demo AG not created');
  const resolutions = await insertDefaultResolutions(demo.tx, row.id, row.status);
  const vote = (userId: string, question: string, answer: VoteValue) => {
    const resolution = resolutions.find((candidate) => candidate.title === question);
    if (!resolution) throw new Error(`demo question missing: ${question}`);
    return { ag_id: row.id, resolution_id: resolution.id, user_id: userId, question, vote: answer };
  };
  return { ...row, vote };
}

/** The AG of two years ago, held and closed: members look back on it below last year's. */
async function seedEarlierAssembly(demo: DemoContext, voters: DemoPerson[]) {
  const earlier = await insertAssembly(demo, {
    date: dateDaysFromNow(-705, 14),
    status: 'terminee',
    lieu: 'Médiathèque du 7e, 15 rue Gryphe, Lyon',
    ordre_du_jour: ['Rapport moral', 'Rapport financier', 'Questions diverses'],
  });
  await demo.tx
    .insert(presencesAg)
    .values(voters.map((voter) => ({ ag_id: earlier.id, user_id: voter.id, present: true })));
  await demo.tx
    .insert(votesAg)
    .values(
      voters.flatMap((voter) => [
        earlier.vote(voter.id, moral, 'oui'),
        earlier.vote(voter.id, financier, 'oui'),
      ]),
    );
  const year = new Date(earlier.date).getFullYear();
  await addDocument(demo, earlier.id, 'rapport_moral', `Rapport moral ${year}`, earlier.date.getTime());
  await addDocument(
    demo,
    earlier.id,
    'proces_verbal',
    `Procès-verbal de l'AG ${year}`,
    earlier.date.getTime() + 1,
  );
}

/** Two AGs held and closed, the last one a year ago, and this year's, convened in three weeks. */
export async function seedAssemblies(demo: DemoContext) {
  const { tx, members, admin } = demo;
  const [president, tresorier, secretaire, julien, nadia] = members;
  if (!president || !tresorier || !secretaire || !julien || !nadia) throw new Error('demo members missing');

  await seedEarlierAssembly(demo, [president, tresorier, julien]);

  const past = await insertAssembly(demo, {
    date: dateDaysFromNow(-340, 14),
    status: 'terminee',
    lieu: 'Maison des associations, 28 rue Denfert-Rochereau, Lyon',
    ordre_du_jour: ['Rapport moral', 'Rapport financier', 'Élection du bureau', 'Questions diverses'],
  });
  await tx.insert(presencesAg).values([
    { ag_id: past.id, user_id: president.id, present: true },
    { ag_id: past.id, user_id: tresorier.id, present: true },
    { ag_id: past.id, user_id: secretaire.id, present: true },
    { ag_id: past.id, user_id: nadia.id, present: false, procuration_user_id: president.id },
  ]);
  await tx
    .insert(votesAg)
    .values(
      [president, tresorier, secretaire].flatMap((voter, index) => [
        past.vote(voter.id, moral, 'oui'),
        past.vote(voter.id, financier, index === 2 ? 'abstention' : 'oui'),
      ]),
    );
  await addDocument(
    demo,
    past.id,
    'proces_verbal',
    `Procès-verbal de l'AG ${new Date(past.date).getFullYear()}`,
    past.date.getTime(),
  );

  const next = await insertAssembly(demo, {
    date: dateDaysFromNow(21, 18),
    status: 'a_venir',
    lieu: 'Salle Molière, 18 quai de Bondy, Lyon',
    lien_visio: 'https://meet.jit.si/ag-association-demo',
    ordre_du_jour: [
      'Accueil et émargement',
      "Rapport moral de l'année écoulée",
      'Rapport financier et vote du budget',
      'Projets de recueils de souvenirs pour la nouvelle saison',
      'Questions diverses',
    ],
  });
  await addDocument(demo, next.id, 'convocation', "Convocation à l'assemblée générale", next.date.getTime());
  await addDocument(demo, next.id, 'rapport_financier', 'Comptes de l’exercice', next.date.getTime() + 1);
  await tx.insert(presencesAg).values([
    { ag_id: next.id, user_id: president.id, present: true },
    { ag_id: next.id, user_id: tresorier.id, present: true },
    { ag_id: next.id, user_id: julien.id, present: false, procuration_user_id: secretaire.id },
  ]);
  await tx.insert(commentairesAg).values([
    {
      ag_id: next.id,
      user_id: nadia.id,
      commentaire: 'Pourrons-nous parler des ateliers d’écriture en maison de retraite ?',
    },
    { ag_id: next.id, user_id: admin.id, commentaire: 'Le pot de l’amitié suivra la séance.' },
  ]);
}
