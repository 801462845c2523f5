import { VOTE_VALUES } from './assemblies.ts';
import { handCountSchema } from './assembly-counting-schemas.ts';
import {
  MAJORITY_RULES,
  RESOLUTION_KINDS,
  RESOLUTION_OUTCOMES,
  RESOLUTION_STATUSES,
} from './assembly-resolutions.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

export const majorityRuleSchema = z.enum(MAJORITY_RULES, { error: 'Choisissez la majorité requise' });

const RESOLUTION_OPTIONS_MAX = 50;

const RESOLUTION_MESSAGES = {
  choiceOptions: 'Un choix demande au moins deux options',
  seatsRequired: 'Indiquez le nombre de sièges à pourvoir',
  electionCandidates: 'Une élection demande au moins autant de candidats que de sièges',
  duplicateOption: 'Deux options portent le même nom',
} as const;

/**
 * A resolution as the board writes it. An approval has no options; a choice needs two options; an
 * election needs its seats and at least as many candidates. Blank options are dropped.
 */
export const resolutionInputSchema = z
  .object({
    title: singleLine(300, { required: 'Le titre est obligatoire', tooLong: 'Le titre est trop long' }),
    body: z.string().max(10_000, 'Le texte est trop long (10 000 caractères au plus)').default(''),
    kind: z.enum(RESOLUTION_KINDS, { error: 'Choisissez le type de vote' }),
    majority: majorityRuleSchema.default('simple'),
    secret: z.boolean().default(false),
    options: z
      .array(singleLine(200, { tooLong: 'Une option est trop longue (200 caractères au plus)' }))
      .max(RESOLUTION_OPTIONS_MAX, `${RESOLUTION_OPTIONS_MAX} options au plus`)
      .default([])
      .transform((items) => items.filter((item) => item !== '')),
    seats: z
      .int({ error: 'Le nombre de sièges doit être un nombre entier' })
      .min(1, 'Au moins un siège')
      .max(RESOLUTION_OPTIONS_MAX, `${RESOLUTION_OPTIONS_MAX} sièges au plus`)
      .nullable()
      .default(null),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (new Set(input.options).size !== input.options.length)
      issue('options', RESOLUTION_MESSAGES.duplicateOption);
    if (input.kind === 'choix' && input.options.length < 2)
      issue('options', RESOLUTION_MESSAGES.choiceOptions);
    if (input.kind === 'election') {
      if (input.seats === null) issue('seats', RESOLUTION_MESSAGES.seatsRequired);
      else if (input.options.length < input.seats) issue('options', RESOLUTION_MESSAGES.electionCandidates);
    }
  })
  // What the kind does not use is not kept: an approval has no options, only an election has seats.
  .transform((input) => ({
    ...input,
    options: input.kind === 'approbation' ? [] : input.options,
    seats: input.kind === 'election' ? input.seats : null,
  }));
export type ResolutionInput = z.output<typeof resolutionInputSchema>;

/** The new order of an assembly's resolutions: every one of them, once. */
export const resolutionOrderSchema = z.object({
  ids: z.array(z.uuid('Identifiant invalide')).min(1).max(100),
});

export const resolutionParamsSchema = z.object({
  id: z.uuid('Identifiant invalide'),
  resolutionId: z.uuid('Identifiant invalide'),
});

export const resolutionSchema = z.object({
  id: z.string(),
  position: z.number(),
  title: z.string(),
  body: z.string(),
  kind: z.enum(RESOLUTION_KINDS),
  majority: z.enum(MAJORITY_RULES),
  secret: z.boolean(),
  options: z.array(z.string()),
  seats: z.number().nullable(),
  status: z.enum(RESOLUTION_STATUSES),
  round: z.number(),
  previous_resolution_id: z.string().nullable(),
});
export type Resolution = z.infer<typeof resolutionSchema>;

/**
 * A ballot: an approval's answer, or a choice's option, or an election's candidates; cast for
 * oneself, or for a member whose proxy one holds (`on_behalf_of`).
 */
export const ballotInputSchema = z.object({
  vote: z.enum(VOTE_VALUES, { error: 'Choisissez une réponse' }).nullable().default(null),
  choices: z.array(z.string().max(200)).max(RESOLUTION_OPTIONS_MAX).default([]),
  on_behalf_of: z.uuid('Identifiant invalide').nullable().default(null),
});
export type BallotInput = z.output<typeof ballotInputSchema>;

/** What the server answers when a rule refuses a change to a resolution or a ballot. */
export const RESOLUTION_RULES = {
  notFound: 'Résolution introuvable',
  locked: 'Une résolution ne se modifie plus une fois son vote ouvert',
  notHeld: "Les votes s'ouvrent et se closent pendant l'assemblée : ouvrez-la d'abord",
  notWaiting: 'Le vote de cette résolution a déjà été ouvert',
  notOpen: "Le vote de cette résolution n'est pas ouvert",
  order: "Le nouvel ordre doit reprendre chaque résolution de l'assemblée, une fois",
  alreadyVoted: 'Vous avez déjà voté',
  alreadyVotedFor: (name: string) => `Vous avez déjà voté pour ${name}`,
  gaveProxy: (name: string) => `Vous avez donné procuration à ${name}`,
  notRepresented: "Vous n'avez pas la procuration de ce membre",
} as const;

/** A ballot as its voter sees it; a secret one shows only that it was cast. */
const ballotSchema = z.object({
  user_id: z.string(),
  has_voted: z.boolean(),
  vote: z.enum(VOTE_VALUES).nullable(),
  choices: z.array(z.string()),
});
export const castBallotResponseSchema = ballotSchema.extend({ resolution_id: z.string() });

/** A resolution on the member page, with the ballot of each member the signed-in member votes for. */
export const memberResolutionSchema = resolutionSchema.extend({
  ballots: z.array(ballotSchema),
});
export type MemberResolution = z.infer<typeof memberResolutionSchema>;

/** What the signed-in member may vote for in an AG. */
export const voteRightsSchema = z.object({
  self: z.boolean(),
  has_vote: z.boolean(),
  gave_proxy_to: z.string().nullable(),
  represented: z.array(
    z.object({ id: z.string(), prenom: z.string(), nom: z.string(), has_vote: z.boolean() }),
  ),
});

/** A resolution's counts and outcome; counts only, never names, and a secret vote's only once closed. */
export const resolutionResultSchema = z.object({
  resolution_id: z.string(),
  position: z.number(),
  title: z.string(),
  kind: z.enum(RESOLUTION_KINDS),
  majority: z.enum(MAJORITY_RULES),
  secret: z.boolean(),
  seats: z.number().nullable(),
  status: z.enum(RESOLUTION_STATUSES),
  votes_cast: z.number(),
  /** Null while a secret vote is open: until it closes, only how many voted is told. */
  counts: z.object({ oui: z.number(), non: z.number(), abstention: z.number() }).nullable(),
  options: z.array(z.object({ option: z.string(), count: z.number().nullable() })),
  outcome: z.enum(RESOLUTION_OUTCOMES).nullable(),
  chosen: z.array(z.string()),
  tied: z.array(z.string()),
  round: z.number(),
  previous_resolution_id: z.string().nullable(),
  online_votes: z.number(),
  hand: handCountSchema.nullable(),
});
