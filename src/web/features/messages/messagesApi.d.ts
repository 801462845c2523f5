/*
 * The messages routes of issue 33, declared to the typed client (`api.GET('/api/admin/messages')`)
 * until `npm run api:types` writes them from the server's OpenAPI document: this file then goes.
 */
import type {
  ComposedCategory,
  MessageCategory,
  MessageStatus,
  RecipientStatus,
} from '../../../domain/association-messages.ts';
import type {
  Audience,
  AudiencePreview,
  MemberMessagePage,
  MessageDetail,
  MessageInput,
  MessagePreferences,
  MessageSummary,
  Recipient,
} from './messagesContract.ts';

/** One message as the member reads it. */
type MemberMessage = {
  id: string;
  category: MessageCategory;
  subject: string;
  sentAt: string;
  bodyHtml: string;
};

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
      post: Sends<MessageInput> & Answers<MessageDetail>;
    };
    '/api/admin/messages/audience': {
      post: Sends<{ category: ComposedCategory; audience: Audience }> & Answers<AudiencePreview>;
    };
    '/api/admin/messages/{id}': {
      get: Takes<ById> & Answers<MessageDetail>;
      patch: Takes<ById> & Sends<MessageInput> & Answers<MessageDetail>;
      delete: Takes<ById> & NoContent;
    };
    '/api/admin/messages/{id}/test': { post: Takes<ById> & NoContent };
    '/api/admin/messages/{id}/send': {
      post: Takes<ById> & Sends<{ scheduledAt: string | null }> & Answers<MessageDetail>;
    };
    '/api/admin/messages/{id}/cancel': { post: Takes<ById> & Answers<MessageDetail> };
    '/api/admin/messages/{id}/resend-failed': { post: Takes<ById> & Answers<MessageDetail> };
    '/api/admin/messages/{id}/recipients': {
      get: Takes<ById & { query?: PageQuery & { search?: string; status?: RecipientStatus } }> &
        Answers<Paged<Recipient>>;
    };
    '/api/messages': {
      get: Takes<{ query?: PageQuery }> & Answers<MemberMessagePage>;
    };
    '/api/messages/preferences': {
      get: Answers<MessagePreferences>;
      put: Sends<MessagePreferences> & Answers<MessagePreferences>;
    };
    '/api/messages/{id}': { get: Takes<ById> & Answers<MemberMessage> };
  }
}
