import {
  estimatedPageSchema,
  pageQuerySchema,
  pageSchema,
  pageSizeSchema,
  searchSchema,
} from './paging-schemas.ts';
import { z } from './zod.ts';

export const DOCUMENT_TYPES = ['general', 'specifique'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** How the admin view writes each type. */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  general: 'Général',
  specifique: 'Spécifique',
};

/** The query parameter of a link to one document, as the association's messages write it. */
export const LINKED_DOCUMENT = 'document';

/** A link to one document of the library, for a message: the documents' page opens it. */
export const documentLink = (id: string) => `/documents?${new URLSearchParams({ [LINKED_DOCUMENT]: id })}`;

/** The recipient column of a general document. */
export const ALL_USERS_LABEL = 'Tous les utilisateurs';
export const TARGET_USER_REQUIRED = 'Veuillez sélectionner un utilisateur cible';
const FILE_REQUIRED = 'Veuillez choisir un fichier';

/** PDF, images, office documents (Microsoft and OpenDocument) and plain text. */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/rtf',
  'text/rtf',
  'text/plain',
  'text/csv',
] as const;
export const DOCUMENT_TYPE_REFUSED =
  'Type de fichier non autorisé : PDF, image, document Word, Excel, PowerPoint, OpenDocument ou texte uniquement';

/** The fields sent with the file; the file itself is checked by the upload reader. */
export const documentUploadFieldsSchema = z
  .object({
    type: z.enum(DOCUMENT_TYPES, 'Type de document invalide'),
    user_id: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null)
      .pipe(z.uuid(TARGET_USER_REQUIRED).nullable()),
  })
  .refine((value) => value.type === 'general' || value.user_id !== null, {
    message: TARGET_USER_REQUIRED,
    path: ['user_id'],
  })
  // A general document is for everyone: a recipient chosen before switching type is dropped.
  .transform((value) => ({ type: value.type, user_id: value.type === 'general' ? null : value.user_id }));

/** The admin's upload form: the same fields plus the chosen file. */
export const documentUploadFormSchema = z
  .object({
    file: z.custom<File | null>((value) => value !== null && value !== undefined, FILE_REQUIRED),
    type: z.enum(DOCUMENT_TYPES),
    user_id: z.string().nullable(),
  })
  .refine((value) => value.type === 'general' || Boolean(value.user_id), {
    message: TARGET_USER_REQUIRED,
    path: ['user_id'],
  });
export type DocumentUploadForm = z.infer<typeof documentUploadFormSchema>;

/** A document as a member sees it in their list. */
const memberDocumentSchema = z.object({
  id: z.string(),
  nom: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  taille: z.number(),
  created_at: z.string(),
});
export type MemberDocument = z.infer<typeof memberDocumentSchema>;

const personSchema = z.object({ prenom: z.string(), nom: z.string(), email: z.string() });
export type DocumentPerson = z.infer<typeof personSchema>;

/** A document in the admin table, with its recipient (null: everyone) and who uploaded it. */
export const adminDocumentSchema = memberDocumentSchema.extend({
  recipient: personSchema.nullable(),
  uploader: personSchema.nullable(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/**
 * `?search=&page=&pageSize=` of both lists, newest first: a member searches by document name, an
 * admin also by recipient email or full name. Fifty admin rows, each name, email and file name at
 * its limit, still weigh under 70 KB.
 */
export const documentListQuerySchema = pageQuerySchema.extend({
  pageSize: pageSizeSchema(50),
  search: searchSchema,
});
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

export const memberDocumentPageSchema = pageSchema(memberDocumentSchema);
export type MemberDocumentPage = z.infer<typeof memberDocumentPageSchema>;
/** Every document: past ten thousand, the total is an estimate. */
export const adminDocumentPageSchema = estimatedPageSchema(adminDocumentSchema);
export type AdminDocumentPage = z.infer<typeof adminDocumentPageSchema>;

/** A 60-second signed link the browser navigates to. */
export const downloadLinkSchema = z.object({ url: z.string() });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

export function personName(person: DocumentPerson): string {
  return `${person.prenom} ${person.nom}`;
}

/** What the server answers when it refuses a request. */
export const DOCUMENT_NOT_FOUND = 'Document introuvable';
