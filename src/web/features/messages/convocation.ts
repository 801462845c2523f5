import { type AssemblyKind, assemblyKindName } from '../../../domain/assembly-kinds.ts';
import {
  MAJORITY_RULE_LABELS,
  type MajorityRule,
  type ResolutionKind,
} from '../../../domain/assembly-resolutions.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { formatEventDate } from '../../../domain/events.ts';
import type { MessageFormValues } from './messageForm.ts';

/** What a new message starts with: some of the form's values, and the assembly it convenes. */
export type ComposerStart = { values: Partial<MessageFormValues>; assemblyId: string | null };

type ConvenedAssembly = {
  id: string;
  kind: AssemblyKind;
  date: string;
  lieu: string;
  lien_visio: string | null;
  ordre_du_jour: string[];
  documents: { nom: string }[];
};

type ConvenedResolution = {
  title: string;
  body: string;
  kind: ResolutionKind;
  majority: MajorityRule;
  options: string[];
  seats: number | null;
};

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');

const OPTIONS_HEADINGS: Record<ResolutionKind, string> = {
  approbation: '',
  choix: 'Options',
  election: 'Candidats',
};

/** One resolution as the members read it before voting: its title, its text, what is chosen among. */
function resolutionHtml(resolution: ConvenedResolution, index: number): string {
  const seats =
    resolution.kind === 'election' && resolution.seats !== null
      ? ` (${resolution.seats} siège${resolution.seats > 1 ? 's' : ''})`
      : '';
  const options =
    resolution.options.length > 0
      ? `<p>${OPTIONS_HEADINGS[resolution.kind]}${seats} :</p><ul>${resolution.options.map((option) => `<li>${escapeHtml(option)}</li>`).join('')}</ul>`
      : '';
  return [
    `<p><strong>Résolution ${index + 1} : ${escapeHtml(resolution.title)}</strong></p>`,
    paragraphs(resolution.body),
    options,
    `<p><em>${escapeHtml(MAJORITY_RULE_LABELS[resolution.majority])}</em></p>`,
  ].join('');
}

/**
 * The convocation as the statutes ask for it: the kind of assembly, date, place, video link,
 * agenda, the resolutions' texts (members read what they will vote on), documents and how to give
 * a proxy. The assembly's page is linked by its full address: a mail is read outside the
 * app, and the server keeps no other link to a page of the app than the documents'.
 */
export function convocationStart(
  assembly: ConvenedAssembly,
  resolutions: ConvenedResolution[],
  origin: string,
): ComposerStart {
  const when = formatEventDate(assembly.date);
  const page = `${origin}/assemblee-generale`;
  const list = (items: string[]) => items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  const parts = [
    '<p>Bonjour {prenom},</p>',
    `<p>Vous êtes convoqué(e) à l’${assemblyKindName(assembly.kind)} de l’association le <strong>${escapeHtml(when)}</strong>, ${escapeHtml(assembly.lieu)}.</p>`,
    assembly.lien_visio
      ? `<p>Vous pouvez aussi y assister en visioconférence : <a href="${escapeHtml(assembly.lien_visio)}">${escapeHtml(assembly.lien_visio)}</a>.</p>`
      : '',
    assembly.ordre_du_jour.length > 0 ? `<h2>Ordre du jour</h2><ol>${list(assembly.ordre_du_jour)}</ol>` : '',
    resolutions.length > 0
      ? `<h2>Résolutions soumises au vote</h2>${resolutions.map(resolutionHtml).join('')}`
      : '',
    assembly.documents.length > 0
      ? `<h3>Documents</h3><ul>${list(assembly.documents.map((document) => document.nom))}</ul>`
      : '',
    `<p>Les documents et votre réponse sont sur la page <a href="${escapeHtml(page)}">Assemblée générale</a> de votre espace membre.</p>`,
    '<h3>Procuration</h3>',
    `<p>Si vous ne pouvez pas venir, donnez procuration à un autre membre sur la même page, avant l’assemblée.</p>`,
  ];
  return {
    values: {
      category: 'statutaire',
      subject: `Convocation à l’${assemblyKindName(assembly.kind)} du ${when}`,
      bodyHtml: parts.join(''),
      audience: { combine: 'et', filters: [{ kind: 'assemblee', assemblyId: assembly.id }] },
    },
    assemblyId: assembly.id,
  };
}
