import { estimatedPageSchema, pageQuerySchema, searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

const pendingUserSchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  adresse: z.string().nullable(),
  code_postal: z.string().nullable(),
  ville: z.string().nullable(),
  created_at: z.string(),
});
export type PendingUser = z.infer<typeof pendingUserSchema>;

export const listPendingUsersQuerySchema = pageQuerySchema.extend({ search: searchSchema });
export type ListPendingUsersQuery = z.infer<typeof listPendingUsersQuerySchema>;

export const pendingUserPageSchema = estimatedPageSchema(pendingUserSchema);
export type PendingUserPage = z.infer<typeof pendingUserPageSchema>;
