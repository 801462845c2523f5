import { z } from 'zod';

/** Every API error has this shape, whatever the status. */
export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export { GENERIC_ERROR } from './messages.ts';
