import { z } from './zod.ts';

/** A row's id as a request names it: a malformed one is refused with this message, never sent to the database. */
export const idSchema = z.uuid('Identifiant invalide');

/** The `:id` of a route's path. */
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;
