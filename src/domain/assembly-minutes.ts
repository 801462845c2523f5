import { VOTE_LABELS } from './assemblies.ts';
import { countingText, roundLabel } from './assembly-counting.ts';
import { type AssemblyKind, assemblyKindName } from './assembly-kinds.ts';
import {
  type AssemblyFigures,
  MAJORITY_RULE_LABELS,
  RESOLUTION_OUTCOME_LABELS,
  type ResolutionResult,
} from './assembly-resolutions.ts';
import { withPreposition } from './association-name.ts';
import { formatCountOf, formatDate, formatDateTime, formatLongDate } from './format.ts';

/** The minutes' texts: refusals the server answers, and what the editor says. */
export const MINUTES_MESSAGES = {
  finalised: 'Le procès-verbal est finalisé : il ne se modifie plus',
  documentKept: 'Le procès-verbal finalisé fait partie de l’assemblée : il ne se supprime pas',
  typeTaken:
    'Le procès-verbal est finalisé : aucun autre document ne s’ajoute sous le type « Procès-verbal »',
  notTerminated: "Le procès-verbal se finalise une fois l'assemblée terminée",
  notPresent: "Choisissez un membre présent à l'assemblée",
  textRequired: 'Le texte du procès-verbal est vide',
  textTooLong: 'Le texte du procès-verbal est trop long',
  saved: 'Procès-verbal enregistré',
  finalisedNotice: 'Procès-verbal finalisé et ajouté aux documents de l’assemblée',
  confirmFinalise:
    'Une fois finalisé, le procès-verbal ne pourra plus être modifié. Il sera ajouté aux documents de l’assemblée, visibles par les membres.',
} as const;

export const MINUTES_TEXT_MAX = 100_000;
/** The comments the draft quotes, each on its first line: enough to summarise, bounded whatever is posted. */
export const MINUTES_COMMENTS_QUOTED = 30;
const MINUTES_COMMENT_LINE_MAX = 200;

/** The minutes' title, and their name among the AG's documents (the day in words: no slash in a file name). */
export const minutesTitle = (kind: AssemblyKind, date: string | Date) =>
  `Procès-verbal de l'${assemblyKindName(kind)} du ${formatLongDate(date)}`;

/** What an AG's minutes are drafted from: read from the AG, its figures at the close and its results. */
export type MinutesFacts = {
  association: { name: string; address: string };
  kind: AssemblyKind;
  date: string;
  lieu: string;
  lien_visio: string | null;
  opened_at: string | null;
  closed_at: string | null;
  agenda: string[];
  /** Kept at the close; the live figures while the AG is held. */
  figures: AssemblyFigures | null;
  results: ResolutionResult[];
  /** Visible comments only: a hidden one was judged out of place, it stays out of the minutes. */
  comments: { total: number; quoted: { author: string; first_line: string }[] };
};

export type MinutesPeople = { chair: string | null; secretary: string | null };

const TO_BE_CHOSEN = '(à désigner)';
const time = (iso: string) => formatDateTime(iso).split(' ')[1] ?? '';

function describeFigures(figures: AssemblyFigures | null): string[] {
  if (!figures) return ['Les présences ne sont pas encore arrêtées.'];
  const attending = figures.present + figures.represented;
  return [
    `Membres ayant voix : ${figures.voters}. Présents : ${figures.present}. Représentés : ${figures.represented}.`,
    `Quorum requis : ${figures.quorum_required} (${figures.quorum_percent} % des membres ayant voix) ; ` +
      `${attending} présents ou représentés : le quorum est ${figures.quorum_reached ? 'atteint' : 'non atteint'}.`,
  ];
}

const optionCounts = (result: ResolutionResult) =>
  result.options.map((entry) => `${entry.option} : ${entry.count}`).join(' ; ');

/** The show of hands inside the counts, when some were raised. */
function describeHands(result: ResolutionResult): string[] {
  const { hand } = result;
  if (!hand || hand.voters === 0) return [];
  if (result.kind === 'approbation') {
    return [
      `Dont à main levée : ${VOTE_LABELS.oui} : ${hand.oui} ; ${VOTE_LABELS.non} : ${hand.non} ; ${VOTE_LABELS.abstention} : ${hand.abstention}.`,
    ];
  }
  return [
    `Dont à main levée : ${hand.options.map((entry) => `${entry.option} : ${entry.count}`).join(' ; ')}.`,
  ];
}

/** One resolution's outcome in words, as the minutes record it. */
export function describeResult(result: ResolutionResult): string[] {
  const ballot = result.secret ? 'scrutin secret' : 'scrutin public';
  const lines = [
    `${MAJORITY_RULE_LABELS[result.majority]}, ${ballot}. Votants : ${result.votes_cast}.`,
    `Vote ${countingText(result)}.`,
  ];
  if (result.status !== 'close' || result.counts === null) return [...lines, "Le vote n'a pas été clos."];
  if (result.kind === 'approbation') {
    const { oui, non, abstention } = result.counts;
    lines.push(
      `${VOTE_LABELS.oui} : ${oui} ; ${VOTE_LABELS.non} : ${non} ; ${VOTE_LABELS.abstention} : ${abstention}.`,
    );
  } else {
    lines.push(
      `${result.kind === 'election' ? 'Voix par candidat' : 'Voix par option'} : ${optionCounts(result)}.`,
    );
  }
  lines.push(...describeHands(result));
  if (result.kind === 'election') {
    const seats = result.seats ?? 1;
    lines.push(result.chosen.length > 0 ? `Élu(e)s : ${result.chosen.join(', ')}.` : 'Aucun candidat élu.');
    if (result.tied.length > 0)
      lines.push(`Égalité au dernier siège entre ${result.tied.join(', ')} : aucun d'eux n'est élu.`);
    const vacant = seats - result.chosen.length;
    if (vacant > 0) lines.push(`Sièges non pourvus : ${vacant}.`);
    return lines;
  }
  if (result.kind === 'choix' && result.chosen.length > 0)
    lines.push(`Option retenue : ${result.chosen.join(', ')}.`);
  if (result.outcome) lines.push(`Résolution ${RESOLUTION_OUTCOME_LABELS[result.outcome].toLowerCase()}.`);
  return lines;
}

/** ", dont le plus récent" when only some are quoted. */
const quotedPart = (quoted: number, total: number) =>
  quoted >= total ? '' : quoted === 1 ? ', dont le plus récent' : `, dont les ${quoted} plus récents`;

/**
 * The minutes' first draft, in plain text that the secretary then edits: the meeting, who chaired
 * it, the figures and quorum, the agenda, each resolution and its result, the comments if asked.
 * The signature blocks are the PDF's, drawn from the chosen chair and secretary.
 */
export function draftMinutes(
  facts: MinutesFacts,
  people: MinutesPeople,
  { includeComments }: { includeComments: boolean },
): string {
  const meeting = facts.opened_at
    ? `le ${formatDate(facts.date)} à ${time(facts.opened_at)}`
    : `le ${formatDate(facts.date)}`;
  const place = facts.lien_visio ? `${facts.lieu} et en visioconférence` : facts.lieu;
  const sections: string[][] = [
    [
      `L'${assemblyKindName(facts.kind)} ${withPreposition('de', facts.association.name)} s'est réunie ${meeting}, ${place}.`,
      `Présidence de séance : ${people.chair ?? TO_BE_CHOSEN}. Secrétaire de séance : ${people.secretary ?? TO_BE_CHOSEN}.`,
    ],
    ['PRÉSENCES ET QUORUM', ...describeFigures(facts.figures)],
    [
      'ORDRE DU JOUR',
      ...(facts.agenda.length > 0
        ? facts.agenda.map((item, index) => `${index + 1}. ${item}`)
        : ['(aucun point inscrit)']),
    ],
    [
      'RÉSOLUTIONS',
      ...facts.results.flatMap((result, index) => [
        `Résolution ${index + 1} : ${result.title}${result.round > 1 ? ` (${roundLabel(result.round)})` : ''}`,
        ...describeResult(result),
        '',
      ]),
    ],
  ];
  if (includeComments) {
    const { total, quoted } = facts.comments;
    sections.push([
      'QUESTIONS ET COMMENTAIRES DES MEMBRES',
      total === 0
        ? 'Aucun commentaire reçu.'
        : `${formatCountOf(total, 'commentaire reçu', 'commentaires reçus')}${quotedPart(quoted.length, total)} :`,
      ...quoted.map((comment) => `- ${comment.author} : ${comment.first_line}`),
    ]);
  }
  const closing = facts.closed_at
    ? `L'ordre du jour étant épuisé, la séance est levée à ${time(facts.closed_at)}.`
    : "L'ordre du jour étant épuisé, la séance est levée.";
  sections.push([closing]);
  return sections.map((lines) => lines.join('\n').trimEnd()).join('\n\n');
}

/** A comment's first line, cut for the minutes. */
export function firstLine(comment: string): string {
  const line = comment.trim().split(/\r?\n/)[0]?.trim() ?? '';
  return line.length > MINUTES_COMMENT_LINE_MAX ? `${line.slice(0, MINUTES_COMMENT_LINE_MAX - 1)}…` : line;
}
