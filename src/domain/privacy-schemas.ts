import { estimatedPageSchema, pageQuerySchema, searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

const PASSWORD_REQUIRED = 'Veuillez saisir votre mot de passe';

/** "Supprimer mon compte": the member confirms with their password. */
export const erasureRequestSchema = z.object({
  password: z.string().min(1, PASSWORD_REQUIRED),
});
export type ErasureRequestInput = z.infer<typeof erasureRequestSchema>;

/** The member's own request, if any: when it was made and when it will be carried out at the latest. */
export const erasureStatusSchema = z.object({
  requested_at: z.string().nullable(),
  due_at: z.string().nullable(),
});
export type ErasureStatus = z.infer<typeof erasureStatusSchema>;

/** A pending request, as the administrators' list shows it. */
const erasureRequestItemSchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  requested_at: z.string(),
  due_at: z.string(),
});
export type ErasureRequestItem = z.infer<typeof erasureRequestItemSchema>;

export const listErasureRequestsQuerySchema = pageQuerySchema.extend({ search: searchSchema });
export type ListErasureRequestsQuery = z.infer<typeof listErasureRequestsQuerySchema>;

export const erasureRequestPageSchema = estimatedPageSchema(erasureRequestItemSchema);
export type ErasureRequestPage = z.infer<typeof erasureRequestPageSchema>;
