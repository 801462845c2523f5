import { z } from './zod.ts';

export const associationSchema = z.object({
  name: z.string(),
  initials: z.string(),
  email: z.string(),
  /** Yearly fee per membership type, in euros. */
  fees: z.object({ standard: z.number(), premium: z.number(), bienfaiteur: z.number() }),
  /** `simulated`: nobody is charged; the treasurer must be told. */
  payment_provider: z.enum(['simulated', 'stripe']),
});
export type Association = z.infer<typeof associationSchema>;
