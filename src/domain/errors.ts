import { ERROR_CODES } from './error-codes.ts';
import { z } from './zod.ts';

/** One invalid input: `path` names the field as the form knows it (`email`, `adresse.ville`). */
const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every API error has this shape, whatever the status; `fields` comes with a validation error. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});

export { GENERIC_ERROR } from './messages.ts';
