import { z } from './zod.ts';

/** A member as others may see them when choosing one (proxy, document recipient). */
export const directoryEntrySchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** 'prénom nom (email)', as the spec lists people in choosers. */
export function directoryLabel(entry: DirectoryEntry): string {
  return `${entry.prenom} ${entry.nom} (${entry.email})`;
}
