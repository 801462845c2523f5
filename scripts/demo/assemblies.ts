import { VOTE_QUESTIONS, type VoteValue } from '../../src/domain/assemblies.ts';
import { DEFAULT_KIND_RULES } from '../../src/domain/assembly-kinds.ts';
import { DEFAULT_ASSEMBLY_RULES } from '../../src/domain/assembly-resolutions.ts';
import { percentOf } from '../../src/domain/percent.ts';
import {
  agHandCounts,
  agResolutions,
  agSecretBallots,
  agSecretVoters,
  assembleesGenerales,
  commentairesAg,
  documentsAg,
  presencesAg,
  votesAg,
} from '../../src/server/db/schema.ts';
import { minutesKey, storeFinalMinutes } from '../../src/server/features/assemblies/minutes.ts';
import { insertDefaultResolutions } from '../../src/server/features/assemblies/resolutions.ts';
import { DEMO_ADDRESS } from './association.ts';
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
  const resolutions = await insertDefaultResolutions(
    demo.tx,
    row.id,
    row.status,
    DEFAULT_KIND_RULES[row.kind].majority,
  );
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

const BOARD_CANDIDATES = ['Claire Lefèvre', 'Marc Bernard', 'Sophie Garnier', 'Julien Roux', 'Nadia Benali'];

/**
 * Last year's AG, held as the app runs one: the spec's two questions and a secret election of the
 * board (3 seats, 5 candidates), a sign-in sheet, a proxy voted by its holder, the figures kept at
 * the close and the finalised minutes.
 */
/**
 * A vote of the room by show of hands, rejected on a tie of Oui and Non, then adopted in its
 * second round: how a small association counts when not everyone has a phone.
 */
async function seedShowOfHands(tx: DemoContext['tx'], agId: string, minutesOf: (minutes: number) => Date) {
  const question = {
    ag_id: agId,
    title: 'Approuvez-vous la cotisation 2026 à 25 € ?',
    body: 'Le bureau propose de porter la cotisation annuelle de 20 € à 25 €.',
    status: 'close' as const,
  };
  const [first] = await tx
    .insert(agResolutions)
    .values({ ...question, position: 4, opened_at: minutesOf(70), closed_at: minutesOf(75) })
    .returning({ id: agResolutions.id });
  if (!first) throw new Error('demo show of hands not created');
  const [second] = await tx
    .insert(agResolutions)
    .values({
      ...question,
      position: 5,
      round: 2,
      previous_resolution_id: first.id,
      opened_at: minutesOf(80),
      closed_at: minutesOf(85),
    })
    .returning({ id: agResolutions.id });
  if (!second) throw new Error('demo second round not created');
  await tx.insert(agHandCounts).values([
    { resolution_id: first.id, voters: 5, oui: 2, non: 2, abstention: 1 },
    { resolution_id: second.id, voters: 5, oui: 3, non: 2, abstention: 0 },
  ]);
}

async function seedLastAssembly(demo: DemoContext) {
  const { tx, members } = demo;
  const [president, tresorier, secretaire, julien, nadia] = members;
  if (!president || !tresorier || !secretaire || !julien || !nadia) throw new Error('demo members missing');
  const date = dateDaysFromNow(-340, 14);
  const minutesOf = (minutesAfter: number) => new Date(date.getTime() + minutesAfter * 60_000);
  const past = await insertAssembly(demo, {
    date,
    status: 'terminee',
    lieu: 'Maison des associations, 28 rue Denfert-Rochereau, Lyon',
    ordre_du_jour: ['Rapport moral', 'Rapport financier', 'Élection du bureau', 'Questions diverses'],
    opened_at: minutesOf(5),
    closed_at: minutesOf(115),
    chair_id: president.id,
    secretary_id: secretaire.id,
    // Kept at the close: the memberships of that year have expired since.
    closing_figures: {
      voters: 5,
      present: 4,
      represented: 1,
      quorum_percent: DEFAULT_KIND_RULES.ordinaire.quorum_percent,
      quorum_required: Math.ceil(percentOf(5, DEFAULT_KIND_RULES.ordinaire.quorum_percent)),
      quorum_reached: true,
    },
  });
  const present = [president, tresorier, secretaire, julien];
  await tx.insert(presencesAg).values([
    ...present.map((person, index) => ({
      ag_id: past.id,
      user_id: person.id,
      present: true,
      // Julien came late, once the election was open.
      signed_in_at: minutesOf(index === 3 ? 40 : -10 + index),
    })),
    { ag_id: past.id, user_id: nadia.id, present: false, procuration_user_id: president.id },
  ]);
  await tx
    .insert(votesAg)
    .values([
      ...present.flatMap((voter, index) => [
        past.vote(voter.id, moral, 'oui'),
        past.vote(voter.id, financier, index === 2 ? 'abstention' : 'oui'),
      ]),
      { ...past.vote(nadia.id, moral, 'oui'), cast_by: president.id },
      { ...past.vote(nadia.id, financier, 'non'), cast_by: president.id },
    ]);
  const [election] = await tx
    .insert(agResolutions)
    .values({
      ag_id: past.id,
      position: 3,
      title: 'Élection du bureau',
      body: 'Trois sièges à pourvoir ; chaque membre choisit au plus trois candidats.',
      kind: 'election',
      secret: true,
      options: BOARD_CANDIDATES,
      seats: 3,
      status: 'close',
      opened_at: minutesOf(30),
      closed_at: minutesOf(60),
    })
    .returning({ id: agResolutions.id });
  if (!election) throw new Error('demo election not created');
  // Who voted and what was voted are kept apart: the marks name members, the ballots nobody.
  await tx
    .insert(agSecretVoters)
    .values([
      ...present.map((voter) => ({ resolution_id: election.id, user_id: voter.id })),
      { resolution_id: election.id, user_id: nadia.id, cast_by: president.id },
    ]);
  // Claire, Marc and Sophie have four votes each: elected; Julien two, Nadia one.
  const ballots = [
    ['Claire Lefèvre', 'Marc Bernard', 'Sophie Garnier'],
    ['Claire Lefèvre', 'Marc Bernard', 'Julien Roux'],
    ['Claire Lefèvre', 'Sophie Garnier', 'Marc Bernard'],
    ['Marc Bernard', 'Sophie Garnier', 'Nadia Benali'],
    ['Claire Lefèvre', 'Sophie Garnier', 'Julien Roux'],
  ];
  await tx
    .insert(agSecretBallots)
    .values(ballots.map((choices) => ({ resolution_id: election.id, choices })));
  await seedShowOfHands(tx, past.id, minutesOf);
  await storeFinalMinutes(tx, demo.storage, {
    ag: past,
    // The demo keeps the association's default name, and its address (seedAssociation).
    settings: {
      name: `Association ${demo.associationInitials}`,
      address: DEMO_ADDRESS,
      ag_voters: DEFAULT_ASSEMBLY_RULES.voters,
      ag_quorum_percent: DEFAULT_KIND_RULES.ordinaire.quorum_percent,
      ag_majority: DEFAULT_KIND_RULES.ordinaire.majority,
      age_quorum_percent: DEFAULT_KIND_RULES.extraordinaire.quorum_percent,
      age_majority: DEFAULT_KIND_RULES.extraordinaire.majority,
    },
    key: minutesKey(past.id),
  });
}

/** Two AGs held and closed, the last one a year ago, and this year's, convened in three weeks. */
export async function seedAssemblies(demo: DemoContext) {
  const { tx, members, admin } = demo;
  const [president, tresorier, secretaire, julien, nadia] = members;
  if (!president || !tresorier || !secretaire || !julien || !nadia) throw new Error('demo members missing');

  await seedEarlierAssembly(demo, [president, tresorier, julien]);

  await seedLastAssembly(demo);

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
  await tx.insert(agResolutions).values([
    {
      ag_id: next.id,
      position: 3,
      title: 'Cotisation de la saison prochaine',
      body: 'Le bureau propose de porter la cotisation à 10 € pour financer les recueils de souvenirs.',
      kind: 'choix',
      options: ['Maintenir la cotisation à 7,50 €', 'Porter la cotisation à 10 €'],
    },
    {
      ag_id: next.id,
      position: 4,
      title: 'Élection du bureau',
      body: 'Trois sièges à pourvoir ; chaque membre choisit au plus trois candidats.',
      kind: 'election',
      secret: true,
      options: BOARD_CANDIDATES,
      seats: 3,
    },
  ]);
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
  await seedExtraordinaryAssembly(demo, next.date);
}

/**
 * The extraordinary assembly held the same evening, after the ordinary one: a change of the
 * statutes, under its own quorum and a two-thirds majority.
 */
async function seedExtraordinaryAssembly(demo: DemoContext, ordinaryDate: Date) {
  const [row] = await demo.tx
    .insert(assembleesGenerales)
    .values({
      date: new Date(ordinaryDate.getTime() + 2 * 3_600_000),
      status: 'a_venir',
      kind: 'extraordinaire',
      lieu: 'Salle Molière, 18 quai de Bondy, Lyon',
      ordre_du_jour: ['Modification de l’article 7 des statuts (adhésion des foyers)'],
    })
    .returning();
  if (!row) throw new Error('demo AGE not created');
  await demo.tx.insert(agResolutions).values({
    ag_id: row.id,
    position: 1,
    title: 'Modification de l’article 7 des statuts',
    body: 'Article 7 — Les membres d’un même foyer adhèrent ensemble ; chacun d’eux a une voix à l’assemblée générale.',
    majority: DEFAULT_KIND_RULES.extraordinaire.majority,
  });
}
