import { DIRECTORY_SEARCH_MIN, DIRECTORY_SEARCH_TOO_SHORT } from './directory.ts';
import { searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

/** `?q=` of a person picker: what has been typed so far, at most `PICKER_SIZE` answers. */
export const directoryQuerySchema = z.object({
  q: searchSchema.refine((q) => q.length >= DIRECTORY_SEARCH_MIN, DIRECTORY_SEARCH_TOO_SHORT),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/**
 * A member as others may see them when choosing one (proxy, document recipient): the email
 * only for an administrator, so that no member can collect the others' addresses.
 */
export const directoryEntrySchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string().optional(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;
