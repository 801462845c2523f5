import { COMPOSED_CATEGORIES } from './association-messages.ts';
import { calendarDateSchema, instantSchema } from './dates.ts';
import { formatCountOf, formatDate } from './format.ts';
import { idSchema } from './ids.ts';
import { ADHESION_TYPE_LABELS, ADHESION_TYPES } from './members.ts';
import { singleLine } from './text-fields.ts';
import { z } from './zod.ts';

/** Membership states an audience can be drawn from, at a date (today in Paris unless given). */
export const AUDIENCE_MEMBERSHIP_STATES = ['a_jour', 'expiree', 'en_attente', 'jamais'] as const;
export type AudienceMembershipState = (typeof AUDIENCE_MEMBERSHIP_STATES)[number];

export const AUDIENCE_MEMBERSHIP_STATE_LABELS: Record<AudienceMembershipState, string> = {
  a_jour: 'Adhésion à jour',
  expiree: 'Adhésion expirée',
  en_attente: 'Adhésion en attente',
  jamais: 'Jamais adhéré',
};

export const AUDIENCE_FILTER_KINDS = [
  'tous',
  'adhesion',
  'type_adhesion',
  'bureau',
  'evenement',
  'assemblee',
  'jamais_connectes',
  'choisis',
] as const;
export type AudienceFilterKind = (typeof AUDIENCE_FILTER_KINDS)[number];

export const AUDIENCE_FILTER_LABELS: Record<AudienceFilterKind, string> = {
  tous: 'Tous les membres',
  adhesion: 'Selon l’adhésion',
  type_adhesion: 'Selon le type d’adhésion',
  bureau: 'Membres du bureau',
  evenement: 'Participants d’un événement',
  assemblee: 'Convoqués à une assemblée générale',
  jamais_connectes: 'Jamais connectés',
  choisis: 'Membres choisis',
};

/** A hand-picked list stays a list a person picked, and its SQL stays one short array. */
export const CHOSEN_MEMBERS_MAX = 500;
export const AUDIENCE_FILTERS_MAX = 4;
/** An expired membership, looked back on at most ten years. */
const EXPIRED_MONTHS_MAX = 120;

const MONTHS_MESSAGE = `Le nombre de mois doit être un nombre entier entre 1 et ${EXPIRED_MONTHS_MAX}`;

const audienceFilterSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('tous') }),
    z.object({
      kind: z.literal('adhesion'),
      etat: z.enum(AUDIENCE_MEMBERSHIP_STATES, { error: 'État d’adhésion inconnu' }),
      date: calendarDateSchema({ label: 'Date', required: 'La date est obligatoire' }).optional(),
      moisMax: z
        .number({ error: MONTHS_MESSAGE })
        .int(MONTHS_MESSAGE)
        .min(1, MONTHS_MESSAGE)
        .max(EXPIRED_MONTHS_MAX, MONTHS_MESSAGE)
        .optional(),
    }),
    z.object({
      kind: z.literal('type_adhesion'),
      type: z.enum(ADHESION_TYPES, { error: 'Type d’adhésion inconnu' }),
    }),
    z.object({ kind: z.literal('bureau') }),
    z.object({ kind: z.literal('evenement'), eventId: idSchema }),
    z.object({ kind: z.literal('assemblee'), assemblyId: idSchema }),
    z.object({ kind: z.literal('jamais_connectes') }),
    z.object({
      kind: z.literal('choisis'),
      userIds: z
        .array(idSchema)
        .min(1, 'Choisissez au moins un membre')
        .max(CHOSEN_MEMBERS_MAX, `${CHOSEN_MEMBERS_MAX} membres au plus`),
    }),
  ],
  { error: 'Filtre inconnu' },
);
export type AudienceFilter = z.infer<typeof audienceFilterSchema>;

/** `et`: members every filter selects; `ou`: members any of them selects. */
export const AUDIENCE_COMBINATIONS = ['et', 'ou'] as const;

export const audienceSchema = z.object({
  combine: z.enum(AUDIENCE_COMBINATIONS, { error: 'Combinaison inconnue' }).default('et'),
  filters: z
    .array(audienceFilterSchema)
    .min(1, 'Choisissez au moins un filtre')
    .max(AUDIENCE_FILTERS_MAX, `${AUDIENCE_FILTERS_MAX} filtres au plus`),
});
export type Audience = z.infer<typeof audienceSchema>;

const categorySchema = z.enum(COMPOSED_CATEGORIES, { error: 'Catégorie inconnue' });

/** A body's HTML, before the server sanitises it; a long newsletter fits, a page of messages stays small. */
const MESSAGE_BODY_MAX = 50_000;
const SUBJECT_REQUIRED = 'Le sujet est requis';
export const BODY_EMPTY = 'Le message est vide';

/** The composer's form and the draft routes: the same schema. */
export const messageInputSchema = z.object({
  category: categorySchema,
  subject: singleLine(200, { required: SUBJECT_REQUIRED, tooLong: 'Le sujet est trop long' }),
  bodyHtml: z
    .string({ error: BODY_EMPTY })
    .trim()
    .min(1, BODY_EMPTY)
    .max(MESSAGE_BODY_MAX, 'Le message est trop long'),
  audience: audienceSchema,
  assemblyId: idSchema.nullish().transform((value) => value ?? null),
});
export type MessageInput = z.input<typeof messageInputSchema>;
export type MessageValues = z.output<typeof messageInputSchema>;

/** The live count of the composer: who the audience holds for this category. */
export const audiencePreviewInputSchema = z.object({ category: categorySchema, audience: audienceSchema });
export type AudiencePreviewInput = z.output<typeof audiencePreviewInputSchema>;

/**
 * Send now (no date) or at `scheduledAt`, an instant to come; a convocation may also program
 * its reminder two days before the assembly (`reminder`).
 */
export const sendMessageSchema = z.object({
  scheduledAt: instantSchema({
    label: 'Date d’envoi',
    required: 'La date d’envoi est obligatoire',
  }).nullish(),
  reminder: z.boolean({ error: 'Le rappel est oui ou non' }).default(false),
});
export type SendMessageInput = z.output<typeof sendMessageSchema>;

const onDate = (date: string | undefined) => (date ? ` au ${formatDate(`${date}T12:00:00Z`)}` : '');

/** One filter in words, as the journal and the history read it. */
function describeAudienceFilter(filter: AudienceFilter): string {
  switch (filter.kind) {
    case 'adhesion': {
      const within = filter.moisMax ? ` depuis moins de ${filter.moisMax} mois` : '';
      const state = AUDIENCE_MEMBERSHIP_STATE_LABELS[filter.etat];
      return `${state}${filter.etat === 'expiree' ? within : ''}${onDate(filter.date)}`;
    }
    case 'type_adhesion':
      return `Adhésion en cours : ${ADHESION_TYPE_LABELS[filter.type]}`;
    case 'choisis':
      return formatCountOf(filter.userIds.length, 'membre choisi', 'membres choisis');
    default:
      return AUDIENCE_FILTER_LABELS[filter.kind];
  }
}

/** The whole audience in words: "Adhésion à jour et Membres du bureau". */
export const describeAudience = (audience: Audience): string =>
  audience.filters.map(describeAudienceFilter).join(audience.combine === 'et' ? ' et ' : ' ou ');
