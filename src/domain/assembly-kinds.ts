import type { MajorityRule } from './assembly-resolutions.ts';
import { formatDate } from './format.ts';

/**
 * An ordinary assembly approves the accounts and elects the board; an extraordinary one changes
 * the statutes or dissolves the association. The statutes give each its own quorum and majority.
 */
export const ASSEMBLY_KINDS = ['ordinaire', 'extraordinaire'] as const;
export type AssemblyKind = (typeof ASSEMBLY_KINDS)[number];

export const ASSEMBLY_KIND_LABELS: Record<AssemblyKind, string> = {
  ordinaire: 'Assemblée générale ordinaire',
  extraordinaire: 'Assemblée générale extraordinaire',
};

/** The spec titles an assembly « AG du 12/03/2026 »; an extraordinary one reads « AGE du … ». */
const HEADING_PREFIXES: Record<AssemblyKind, string> = { ordinaire: 'AG', extraordinaire: 'AGE' };

/** How the pages, the journal and the pickers name an assembly. */
export const assemblyHeading = (kind: AssemblyKind, date: string | Date) =>
  `${HEADING_PREFIXES[kind]} du ${formatDate(date)}`;

export const ASSEMBLY_KIND_MESSAGES = {
  kindRequired: "Choisissez le type d'assemblée",
  kindFixed: "Le type d'assemblée ne change plus une fois l'assemblée ouverte",
} as const;

/** The quorum (a share of the members with a vote) and the majority the statutes set for a kind. */
export type KindRules = { quorum_percent: number; majority: MajorityRule };

/**
 * The ordinary assembly keeps the spec's behaviour: a quarter of the members, simple majority.
 * The extraordinary one asks, as most statutes do, for half of the members and two thirds of the
 * votes cast: changing the statutes should not be decided by a few.
 */
export const DEFAULT_KIND_RULES: Record<AssemblyKind, KindRules> = {
  ordinaire: { quorum_percent: 25, majority: 'simple' },
  extraordinaire: { quorum_percent: 50, majority: 'deux_tiers' },
};

/** The settings' fields holding each kind's rules. */
export type AssemblyKindSettings = {
  ag_quorum_percent: number;
  ag_majority: MajorityRule;
  age_quorum_percent: number;
  age_majority: MajorityRule;
};

/** The quorum and majority an assembly of this kind is held under. */
export function rulesOfKind(settings: AssemblyKindSettings, kind: AssemblyKind): KindRules {
  return kind === 'extraordinaire'
    ? { quorum_percent: settings.age_quorum_percent, majority: settings.age_majority }
    : { quorum_percent: settings.ag_quorum_percent, majority: settings.ag_majority };
}

/** The kind within a sentence: « Convocation à l’assemblée générale extraordinaire du … ». */
export const assemblyKindName = (kind: AssemblyKind) => ASSEMBLY_KIND_LABELS[kind].toLowerCase();
