import { MESSAGE_CATEGORIES, MESSAGE_STATUSES, RECIPIENT_STATUSES } from './association-messages.ts';
import { audienceSchema } from './message-audience.ts';
import { pageQuerySchema, pageSchema, searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

/** How a sent message's recipients stand. */
const recipientCountsSchema = z.object({
  total: z.number(),
  sent: z.number(),
  waiting: z.number(),
  failed: z.number(),
  cancelled: z.number(),
});
export type RecipientCounts = z.infer<typeof recipientCountsSchema>;

const messageFields = {
  id: z.string(),
  category: z.enum(MESSAGE_CATEGORIES),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** Null once the author's account is gone. */
  authorName: z.string().nullable(),
  counts: recipientCountsSchema,
  excludedCount: z.number(),
};

/** A row of `/admin/messages`: no body, so that a page stays small. */
const messageSummarySchema = z.object(messageFields);
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messageDetailSchema = z.object({
  ...messageFields,
  bodyHtml: z.string(),
  bodyText: z.string(),
  audience: audienceSchema,
  assemblyId: z.string().nullable(),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const listMessagesQuerySchema = pageQuerySchema.extend({
  status: z.enum(MESSAGE_STATUSES, { error: 'Statut inconnu' }).optional(),
});
export type ListMessagesQuery = z.output<typeof listMessagesQuerySchema>;

export const messagePageSchema = pageSchema(messageSummarySchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

/** The first recipients the composer shows, by name. */
export const AUDIENCE_PREVIEW_SIZE = 10;

export const audiencePreviewSchema = z.object({
  count: z.number(),
  excludedCount: z.number(),
  first: z.array(z.object({ id: z.string(), prenom: z.string(), nom: z.string(), email: z.string() })),
});
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

export const recipientFiltersSchema = z.object({
  search: searchSchema,
  status: z.enum(RECIPIENT_STATUSES, { error: 'Statut inconnu' }).optional(),
});
export type RecipientFilters = z.output<typeof recipientFiltersSchema>;

export const listRecipientsQuerySchema = pageQuerySchema.extend(recipientFiltersSchema.shape);
export type ListRecipientsQuery = z.output<typeof listRecipientsQuerySchema>;

const recipientSchema = z.object({
  userId: z.string(),
  prenom: z.string(),
  nom: z.string(),
  /** Where the mail went once sent, else the member's address of now. */
  email: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const recipientPageSchema = pageSchema(recipientSchema);
export type RecipientPage = z.infer<typeof recipientPageSchema>;
