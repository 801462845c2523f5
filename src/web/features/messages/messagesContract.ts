import type {
  ComposedCategory,
  MessageCategory,
  MessageStatus,
  RecipientStatus,
} from '../../../domain/association-messages.ts';
import type { AdhesionType } from '../../../domain/members.ts';

/*
 * Issue 33's contract, as these pages read it. The server's side is written beside them: its
 * schemas (`src/domain/message-audience.ts`, `association-messages-schemas.ts`,
 * `member-messages.ts`) and its routes, which `npm run api:types` adds to the typed client. Until
 * then this file stands in for the schemas, under the same names, and `messagesApi.d.ts` for the
 * routes: once they are in, the imports of this file point at them, and both files go.
 */

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

export const CHOSEN_MEMBERS_MAX = 500;
export const AUDIENCE_FILTERS_MAX = 4;
export const SUBJECT_REQUIRED = 'Le sujet est requis';
export const BODY_EMPTY = 'Le message est vide';

/** One filter of an audience. */
export type AudienceFilter =
  | { kind: 'tous' }
  | { kind: 'adhesion'; etat: AudienceMembershipState; date?: string; moisMax?: number }
  | { kind: 'type_adhesion'; type: AdhesionType }
  | { kind: 'bureau' }
  | { kind: 'evenement'; eventId: string }
  | { kind: 'assemblee'; assemblyId: string }
  | { kind: 'jamais_connectes' }
  | { kind: 'choisis'; userIds: string[] };

export type Audience = { combine: 'et' | 'ou'; filters: AudienceFilter[] };

type RecipientCounts = {
  total: number;
  sent: number;
  waiting: number;
  failed: number;
  cancelled: number;
};

export type MessageSummary = {
  id: string;
  category: MessageCategory;
  subject: string;
  status: MessageStatus;
  scheduledAt: string | null;
  sentAt: string | null;
  createdAt: string;
  authorName: string | null;
  counts: RecipientCounts;
  excludedCount: number;
};

export type MessageDetail = MessageSummary & {
  bodyHtml: string;
  bodyText: string;
  audience: Audience;
  assemblyId: string | null;
};

export type MessageInput = {
  category: ComposedCategory;
  subject: string;
  bodyHtml: string;
  audience: Audience;
  assemblyId?: string | null;
};

export type AudiencePreview = {
  count: number;
  excludedCount: number;
  first: { id: string; prenom: string; nom: string; email: string }[];
};

export type Recipient = {
  userId: string;
  prenom: string;
  nom: string;
  email: string;
  status: RecipientStatus;
  sentAt: string | null;
  lastError: string | null;
  readAt: string | null;
};

/** A page of what the member received, and how many of all of them they have not opened. */
export type MemberMessagePage = {
  items: {
    id: string;
    category: MessageCategory;
    subject: string;
    sentAt: string;
    read: boolean;
  }[];
  total: number;
  page: number;
  pageSize: number;
  unread: number;
};

export type MessagePreferences = { informations: boolean; rappels: boolean };
