/**
 * What an assembly votes on. A new assembly starts with the spec's two approval questions, so that
 * its page stays the spec's until the board writes others.
 */
export const RESOLUTION_KINDS = ['approbation', 'choix', 'election'] as const;
export type ResolutionKind = (typeof RESOLUTION_KINDS)[number];
export const RESOLUTION_KIND_LABELS: Record<ResolutionKind, string> = {
  approbation: 'Approbation (Oui / Non / Ne se prononce pas)',
  choix: 'Choix entre plusieurs options',
  election: 'Élection',
};

/**
 * How a resolution is adopted: more Oui than Non among the votes cast (abstentions aside), two
 * thirds of the votes cast, or more than half of all the members with a vote.
 */
export const MAJORITY_RULES = ['simple', 'deux_tiers', 'absolue_membres'] as const;
export type MajorityRule = (typeof MAJORITY_RULES)[number];
export const MAJORITY_RULE_LABELS: Record<MajorityRule, string> = {
  simple: 'Majorité simple des suffrages exprimés',
  deux_tiers: 'Majorité des deux tiers des suffrages exprimés',
  absolue_membres: 'Majorité absolue des membres ayant voix',
};

/** A resolution waits, is open to votes, then closed; the administrator opens and closes it. */
export const RESOLUTION_STATUSES = ['en_attente', 'ouverte', 'close'] as const;
export type ResolutionStatus = (typeof RESOLUTION_STATUSES)[number];
export const RESOLUTION_STATUS_LABELS: Record<ResolutionStatus, string> = {
  en_attente: 'En attente',
  ouverte: 'Vote ouvert',
  close: 'Vote clos',
};

/** Who has a vote in an assembly (a setting): the members à jour at its date, or every validated member. */
export const VOTER_RULES = ['a_jour', 'valides'] as const;
export type VoterRule = (typeof VOTER_RULES)[number];
export const VOTER_RULE_LABELS: Record<VoterRule, string> = {
  a_jour: "Les membres à jour de cotisation à la date de l'AG",
  valides: 'Tous les membres validés',
};

/**
 * The defaults: every validated member votes, as in the spec (an association whose statutes ask
 * for members à jour chooses it in its settings); two proxies per holder, the statutes' usual
 * figure. Each kind of assembly has its quorum and majority (DEFAULT_KIND_RULES).
 */
export const DEFAULT_ASSEMBLY_RULES = { voters: 'valides' as VoterRule, max_proxies: 2 };

/**
 * An assembly's figures: members with a vote, present, represented by a proxy, and the quorum
 * (a share of the members with a vote, present or represented). Live while it is held, kept at its close.
 */
export type AssemblyFigures = {
  voters: number;
  present: number;
  represented: number;
  quorum_percent: number;
  quorum_required: number;
  quorum_reached: boolean;
};

export const RESOLUTION_OUTCOMES = ['adoptee', 'rejetee'] as const;
export type ResolutionOutcome = (typeof RESOLUTION_OUTCOMES)[number];
export const RESOLUTION_OUTCOME_LABELS: Record<ResolutionOutcome, string> = {
  adoptee: 'Adoptée',
  rejetee: 'Rejetée',
};

/**
 * A resolution's show of hands (assembly-counting.ts): the members who voted by hand, an
 * approval's answers, a choice's or an election's hands per option, in the resolution's order.
 */
export type HandCount = {
  voters: number;
  oui: number;
  non: number;
  abstention: number;
  options: { option: string; count: number }[];
};

/** What a resolution's vote gave: counts only, never names (a secret ballot has none to give). */
export type ResolutionResult = {
  resolution_id: string;
  position: number;
  title: string;
  kind: ResolutionKind;
  majority: MajorityRule;
  secret: boolean;
  seats: number | null;
  status: ResolutionStatus;
  /** Members whose vote was cast, abstentions included. */
  votes_cast: number;
  /** An approval's answers; zeros for a choice or an election; null while a secret vote is open. */
  counts: { oui: number; non: number; abstention: number } | null;
  /** Each option's or candidate's votes, in the resolution's order; null while a secret vote is open. */
  options: { option: string; count: number | null }[];
  /** Approval and choice: adopted or not by the majority rule (null while the vote is open). */
  outcome: ResolutionOutcome | null;
  /** A choice's winning option, an election's elected candidates (empty while open). */
  chosen: string[];
  /** An election's candidates tied for the last seat: none of them is elected. */
  tied: string[];
  /** 1 for a first vote, 2 for its second round (assembly-counting.ts). */
  round: number;
  previous_resolution_id: string | null;
  /** The online ballots among `votes_cast`, the rest being the show of hands. */
  online_votes: number;
  /** The show of hands, included in the counts above; null when none was entered. */
  hand: HandCount | null;
};

/** Why a member has no vote, by the association's rule. */
export const NO_VOTE_MESSAGE: Record<VoterRule, string> = {
  a_jour: "Seuls les membres à jour de cotisation à la date de l'AG votent",
  valides: 'Seuls les membres validés votent',
};
