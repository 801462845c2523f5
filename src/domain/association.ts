import { z } from 'zod';

export const associationSchema = z.object({
  name: z.string(),
  initials: z.string(),
  email: z.string(),
});
export type Association = z.infer<typeof associationSchema>;
