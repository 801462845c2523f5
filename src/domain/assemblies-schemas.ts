import {
  AG_DOCUMENT_TYPES,
  AG_RULES,
  AG_STATUSES,
  ASSEMBLIES_PAGE_SIZE,
  COMMENTS_PAGE_SIZE,
  PAST_ASSEMBLIES_PAGE_SIZE,
  VOTE_QUESTIONS,
  VOTE_VALUES,
} from './assemblies.ts';
import { figuresSchema } from './assembly-day.ts';
import { ASSEMBLY_KIND_MESSAGES, ASSEMBLY_KINDS } from './assembly-kinds.ts';
import { MAJORITY_RULES } from './assembly-resolutions.ts';
import {
  memberResolutionSchema,
  resolutionResultSchema,
  voteRightsSchema,
} from './assembly-resolutions-schemas.ts';
import { dateTimeSchema, instantSchema } from './dates.ts';
import { estimatedPageSchema, pageQuerySchema, pageSchema, pageSizeSchema } from './paging-schemas.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

const assemblyDate = { label: 'Date', required: "La date et l'heure sont obligatoires" };
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Create or edit an AG. The form holds a local date-time; the web sends it as ISO 8601. */
export const assemblyFormSchema = z.object({
  date: dateTimeSchema(assemblyDate),
  lieu: singleLine(300, { required: 'Le lieu est obligatoire', tooLong: 'Le lieu est trop long' }),
  lien_visio: z.preprocess(
    emptyToNull,
    // Checked on one line first: the URL check would quietly drop a line break or a tab.
    singleLine(500, { tooLong: 'Le lien visio est trop long' })
      .pipe(z.url({ error: 'Le lien visio doit être une URL', protocol: /^https?$/ }))
      .meta({ format: 'uri' })
      .nullable()
      .default(null),
  ),
  /** Blank items are dropped on save; every stored item is filled. */
  ordre_du_jour: z
    .array(singleLine(500, { tooLong: 'Un point est trop long' }))
    .max(50)
    .default([])
    .transform((items) => items.map((item) => item.trim()).filter((item) => item !== '')),
  status: z.enum(AG_STATUSES).default('a_venir'),
  kind: z.enum(ASSEMBLY_KINDS, { error: ASSEMBLY_KIND_MESSAGES.kindRequired }).default('ordinaire'),
});

export const assemblyInputSchema = assemblyFormSchema.extend({
  date: instantSchema(assemblyDate),
});
export type AssemblyInput = z.output<typeof assemblyInputSchema>;

/** Ticking present clears the proxy: the server applies it whatever is sent. */
export const presenceInputSchema = z.object({
  present: z.boolean(),
  procuration_user_id: z.uuid(AG_RULES.unknownProxy).nullable().default(null),
});
export type PresenceInput = z.infer<typeof presenceInputSchema>;

export const voteInputSchema = z.object({
  question: z.enum(VOTE_QUESTIONS, { error: 'Question inconnue' }),
  vote: z.enum(VOTE_VALUES, { error: 'Vote invalide' }),
});
export type VoteInput = z.infer<typeof voteInputSchema>;

export const commentInputSchema = z.object({
  commentaire: z
    .string({ error: 'Le commentaire est vide' })
    .trim()
    .min(1, 'Le commentaire est vide')
    .max(5000, 'Le commentaire est trop long'),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const moderationInputSchema = z.object({ modere: z.boolean() });

/** Text fields sent with the uploaded file. */
export const documentUploadFieldsSchema = z.object({
  type: z.enum(AG_DOCUMENT_TYPES, { error: 'Choisissez le type du document' }),
  nom: singleLine(200, {
    required: 'Le nom du document est obligatoire',
    tooLong: 'Le nom du document est trop long',
  }),
});

export const agDocumentSchema = z.object({ id: z.string(), type: z.string(), nom: z.string() });
export type AgDocument = z.infer<typeof agDocumentSchema>;

const agCommentSchema = z.object({
  id: z.string(),
  auteur: z.string(),
  commentaire: z.string(),
  modere: z.boolean(),
  created_at: z.string(),
});

/** `COMMENTS_PAGE_SIZE` to a page, the latest first. */
export const commentsQuerySchema = pageQuerySchema.extend({ pageSize: pageSizeSchema(COMMENTS_PAGE_SIZE) });
export const commentPageSchema = estimatedPageSchema(agCommentSchema);
export type CommentPage = z.infer<typeof commentPageSchema>;

/** What the list of AGs shows of each, and what creating or editing one answers. */
export const assemblySummarySchema = z.object({
  id: z.string(),
  date: z.string(),
  status: z.enum(AG_STATUSES),
  kind: z.enum(ASSEMBLY_KINDS),
  lieu: z.string(),
  lien_visio: z.string().nullable(),
  ordre_du_jour: z.array(z.string()),
});
export type AssemblySummary = z.infer<typeof assemblySummarySchema>;

export const listAssembliesQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(ASSEMBLIES_PAGE_SIZE),
});
export const assemblyPageSchema = pageSchema(assemblySummarySchema);

const assemblyWithDocumentsSchema = assemblySummarySchema.extend({ documents: z.array(agDocumentSchema) });

/** The member page: one AG with the signed-in member's own answers; its comments come paged. */
const currentAssemblySchema = assemblyWithDocumentsSchema.extend({
  my_presence: z.object({ present: z.boolean(), procuration_user_id: z.string().nullable() }).nullable(),
  my_votes: z.array(z.object({ question: z.string(), vote: z.enum(VOTE_VALUES) })),
  /** The AG's resolutions, with the ballots of each member this member votes for. */
  resolutions: z.array(memberResolutionSchema),
  rights: voteRightsSchema,
});
export type CurrentAssembly = z.infer<typeof currentAssemblySchema>;
export const currentAssemblyResponseSchema = z.object({
  assembly: currentAssemblySchema.nullable(),
  /** While an AG is held, the next one to come: members answer its presence and proxy meanwhile. */
  upcoming: currentAssemblySchema.nullable(),
});
export type CurrentAssemblyResponse = z.infer<typeof currentAssemblyResponseSchema>;

const participantSchema = z.object({
  user_id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  present: z.boolean(),
  /** 'prénom nom (email)' of the member holding the proxy. */
  proxy_holder: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;
/** Every member may answer: past a bound, the total is estimated rather than counted. */
export const participantPageSchema = estimatedPageSchema(participantSchema);
export type ParticipantPage = z.infer<typeof participantPageSchema>;

const tallySchema = z.object({
  present: z.number(),
  proxies: z.number(),
  questions: z.array(
    z.object({ question: z.string(), oui: z.number(), non: z.number(), abstention: z.number() }),
  ),
});
export type Tally = z.infer<typeof tallySchema>;

/** An AG with its documents and its tally; participants and comments come paged. */
const assemblyWithTallySchema = assemblyWithDocumentsSchema.extend({ tally: tallySchema });

/** The AG an administrator opens, with each resolution's counts and, once closed, its outcome. */
export const adminAssemblySchema = assemblyWithTallySchema.extend({
  results: z.array(resolutionResultSchema),
  /** The majority the settings give its kind: a new resolution starts with it. */
  kind_majority: z.enum(MAJORITY_RULES),
});
export type AdminAssembly = z.infer<typeof adminAssemblySchema>;

/** The finished AGs, `PAST_ASSEMBLIES_PAGE_SIZE` to a page, the latest first. */
export const pastAssembliesQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(PAST_ASSEMBLIES_PAGE_SIZE),
});
/**
 * A finished AG as members look back on it: its tally, each resolution's result (counts only),
 * the figures kept at its close, and its finalised minutes among its documents.
 */
const pastAssemblySchema = assemblyWithTallySchema.extend({
  figures: figuresSchema.nullable(),
  results: z.array(resolutionResultSchema),
  minutes_document_id: z.string().nullable(),
});
export const pastAssemblyPageSchema = pageSchema(pastAssemblySchema);
export type PastAssembly = z.infer<typeof pastAssemblySchema>;

export const signedLinkSchema = z.object({ url: z.string() });
