/**
 * Messages the association writes to its members (mailings, convocations). Kept apart from
 * `messages.ts`, which holds the app's own French texts.
 */

/**
 * `informations`: the association's news, members may opt out. `statutaire`: convocations and
 * what the statutes require, always sent. `rappels`: the renewal reminders, opt-out as before.
 */
export const MESSAGE_CATEGORIES = ['informations', 'statutaire', 'rappels'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** The categories an administrator writes in (the reminders are written by the app). */
export const COMPOSED_CATEGORIES = [
  'informations',
  'statutaire',
] as const satisfies readonly MessageCategory[];
export type ComposedCategory = (typeof COMPOSED_CATEGORIES)[number];

/** The categories a member may leave. */
export const OPTIONAL_CATEGORIES = ['informations', 'rappels'] as const satisfies readonly MessageCategory[];
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export const isOptionalCategory = (category: string): category is OptionalCategory =>
  (OPTIONAL_CATEGORIES as readonly string[]).includes(category);

export const MESSAGE_CATEGORY_LABELS: Record<MessageCategory, string> = {
  informations: "Informations de l'association",
  statutaire: 'Vie statutaire',
  rappels: 'Rappels',
};

/** A convocation's optional reminder leaves two days before its assembly. */
const CONVOCATION_REMINDER_MS = 48 * 3_600_000;

export const convocationReminderAt = (assemblyDate: Date | string): Date =>
  new Date(new Date(assemblyDate).getTime() - CONVOCATION_REMINDER_MS);

/** Why the composer no longer offers the reminder once its moment is gone. */
export const CONVOCATION_REMINDER_TOO_LATE =
  'L’assemblée a lieu dans moins de deux jours : le rappel J-2 ne peut plus être programmé.';

/** `brouillon` → `programme` (a date) or `envoi` → `envoye`; `annule` from `programme` or `envoi`. */
export const MESSAGE_STATUSES = ['brouillon', 'programme', 'envoi', 'envoye', 'annule'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  brouillon: 'Brouillon',
  programme: 'Programmé',
  envoi: 'En cours d’envoi',
  envoye: 'Envoyé',
  annule: 'Annulé',
};

export const RECIPIENT_STATUSES = ['en_attente', 'envoye', 'echec', 'annule'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  en_attente: "En attente d'envoi",
  envoye: 'Envoyé',
  echec: 'Échec',
  annule: 'Annulé',
};

/** The personal fields a message may hold, replaced for each recipient when the mail is written. */
export const PERSONAL_FIELDS = ['{prenom}', '{nom}', '{fin_adhesion}'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** What the server answers when it refuses a request. */
export const MESSAGE_NOT_FOUND = 'Message introuvable';
export const EMPTY_AUDIENCE =
  'Aucun membre ne recevrait ce message : élargissez les destinataires avant de l’envoyer';
export const PAST_SCHEDULE = 'La date d’envoi programmé doit être à venir';
export const NOT_SENDING = 'Seul un envoi programmé ou en cours peut être annulé';
export const NOT_SENT = 'Seul un message envoyé ou en cours d’envoi peut être renvoyé aux échecs';
export const NO_FAILURE = 'Aucun destinataire de ce message n’est en échec';
export const REMINDER_WITHOUT_ASSEMBLY =
  'Seule une convocation à une assemblée générale peut avoir un rappel';
export const REMINDER_TOO_LATE =
  'Trop tard pour un rappel : l’assemblée a lieu moins de deux jours après l’envoi de la convocation';
export const NOT_A_DRAFT = 'Ce message n’est plus un brouillon : il ne peut plus être modifié';
