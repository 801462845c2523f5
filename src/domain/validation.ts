import { z } from './zod.ts';

export const pendingUserSchema = z.object({
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
