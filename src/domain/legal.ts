import { z } from './zod.ts';

/** CGV comes first: the legal modal opens on it. */
export const LEGAL_TYPES = ['CGV', 'CGU', 'Mentions Légales', 'Politique de Confidentialité'] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];

export const legalInfoSchema = z.object({
  id: z.string(),
  type: z.enum(LEGAL_TYPES),
  contenu: z.string(),
  updated_at: z.string().nullable(),
});
export type LegalInfo = z.infer<typeof legalInfoSchema>;

export const updateLegalInfoSchema = z.object({
  contenu: z.string().max(200_000, 'Le texte est trop long'),
});
export type UpdateLegalInfoInput = z.infer<typeof updateLegalInfoSchema>;

/** What the server answers when it refuses a request. */
export const LEGAL_NOT_FOUND = 'Texte légal introuvable';
