export const DOCUMENT_TYPES = ['general', 'specifique'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
