import type {
  ComposedCategory,
  MessageCategory,
  MessageStatus,
  RecipientStatus,
} from '../../../domain/association-messages.ts';
import type { AdhesionType } from '../../../domain/members.ts';

/*
 * The messages API as issue 33's contract writes it. The server's routes are built beside these
 * pages; until `npm run api:types` reads them from its OpenAPI document, this file declares them
 * to the typed client (`api.GET('/api/admin/messages')`). Once the generated document lists
 * them, the `declare module` block below goes, and the pages are checked against the server's
 * own schemas without another change.
 */

export const ADHESION_STATES = ['a_jour', 'expiree', 'en_attente', 'jamais'] as const;
export type AdhesionState = (typeof ADHESION_STATES)[number];

/** One filter of an audience (`src/domain/message-audience.ts` on the server). */
export type AudienceFilter =
  | { kind: 'tous' }
  | { kind: 'adhesion'; etat: AdhesionState; date?: string; moisMax?: number }
  | { kind: 'type_adhesion'; type: AdhesionType }
  | { kind: 'bureau' }
  | { kind: 'evenement'; eventId: string }
  | { kind: 'assemblee'; assemblyId: string }
  | { kind: 'jamais_connectes' }
  | { kind: 'choisis'; userIds: string[] };

export type AudienceFilterKind = AudienceFilter['kind'];

export type Audience = { combine: 'et' | 'ou'; filters: AudienceFilter[] };

export type MessageCounts = {
  total: number;
  sent: number;
  waiting: number;
  failed: number;
  cancelled: number;
};

export type MessageSummary = {
  id: string;
  category: ComposedCategory;
  subject: string;
  status: MessageStatus;
  scheduledAt: string | null;
  sentAt: string | null;
  createdAt: string;
  authorName: string | null;
  counts: MessageCounts;
  excludedCount: number;
};

export type AdminMessage = MessageSummary & {
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

export type ReceivedMessageSummary = {
  id: string;
  category: MessageCategory;
  subject: string;
  sentAt: string;
  read: boolean;
};

export type ReceivedMessage = {
  id: string;
  category: MessageCategory;
  subject: string;
  sentAt: string;
  bodyHtml: string;
};

export type MessagePreferences = { informations: boolean; rappels: boolean };

type Paged<Item> = { items: Item[]; total: number; page: number; pageSize: number };
type PageQuery = { page?: number; pageSize?: number };
type Json<Body> = { content: { 'application/json': Body } };
type Answers<Answer> = { responses: { 200: Json<Answer> } };
type Takes<Parameters> = { parameters: Parameters };
type Sends<Body> = { requestBody: Json<Body> };
type NoContent = { responses: { 204: { content?: never } } };
type ById = { path: { id: string } };

declare module '../../lib/api-schema' {
  interface paths {
    '/api/admin/messages': {
      get: Takes<{ query?: PageQuery & { status?: MessageStatus } }> & Answers<Paged<MessageSummary>>;
      post: Sends<MessageInput> & Answers<AdminMessage>;
    };
    '/api/admin/messages/audience': {
      post: Sends<{ category: ComposedCategory; audience: Audience }> & Answers<AudiencePreview>;
    };
    '/api/admin/messages/{id}': {
      get: Takes<ById> & Answers<AdminMessage>;
      patch: Takes<ById> & Sends<MessageInput> & Answers<AdminMessage>;
      delete: Takes<ById> & NoContent;
    };
    '/api/admin/messages/{id}/test': { post: Takes<ById> & NoContent };
    '/api/admin/messages/{id}/send': {
      post: Takes<ById> & Sends<{ scheduledAt: string | null }> & Answers<AdminMessage>;
    };
    '/api/admin/messages/{id}/cancel': { post: Takes<ById> & Answers<AdminMessage> };
    '/api/admin/messages/{id}/resend-failed': { post: Takes<ById> & Answers<AdminMessage> };
    '/api/admin/messages/{id}/recipients': {
      get: Takes<ById & { query?: PageQuery & { search?: string; status?: RecipientStatus } }> &
        Answers<Paged<Recipient>>;
    };
    '/api/messages': {
      get: Takes<{ query?: PageQuery }> & Answers<Paged<ReceivedMessageSummary> & { unread: number }>;
    };
    '/api/messages/preferences': {
      get: Answers<MessagePreferences>;
      put: Sends<MessagePreferences> & Answers<MessagePreferences>;
    };
    '/api/messages/{id}': { get: Takes<ById> & Answers<ReceivedMessage> };
  }
}
