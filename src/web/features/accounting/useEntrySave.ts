import { useState } from 'react';
import type { Entry, entryInputSchema } from '../../../domain/accounting-entry-schemas.ts';
import type { z } from '../../../domain/zod.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { toFormData } from '../../lib/files.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { toEuroFields } from './entryFormValues.ts';
import { accountingKeys } from './queryKeys.ts';

export type EntryBody = z.input<typeof entryInputSchema>;

const attachReceipt = (id: string, file: File) =>
  api.PUT('/api/admin/accounting/entries/{id}/attachment', {
    params: { path: { id } },
    body: { file },
    bodySerializer: toFormData,
  });

/**
 * Saves an entry, then sends the receipt chosen with it. Once the entry is saved the form edits
 * it: should the receipt be refused, the treasurer picks another file and saves again, without
 * a second entry being written.
 */
export function useEntrySave(
  entry: Entry | null,
  form: { setErrors: (errors: Record<string, string>) => void },
  onDone: () => void,
) {
  const [saved, setSaved] = useState<Entry | null>(entry);
  const save = useNotifiedMutation({
    mutationFn: async ({ body, receipt }: { body: EntryBody; receipt: File | null }) => {
      const written = saved
        ? await api.PUT('/api/admin/accounting/entries/{id}', { params: { path: { id: saved.id } }, body })
        : await api.POST('/api/admin/accounting/entries', { body });
      setSaved(written);
      return receipt ? attachReceipt(written.id, receipt) : written;
    },
    onSuccess: onDone,
    success: (written) =>
      entry
        ? `Écriture n° ${written.piece_number} modifiée`
        : `Écriture n° ${written.piece_number} enregistrée`,
    invalidates: [accountingKeys.all],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement de l'écriture"),
    refreshOnFailure: true,
    form: { setErrors: (errors) => form.setErrors(toEuroFields(errors) as Record<string, string>) },
  });
  return {
    saved,
    /** The entry as the server last answered (its receipt removed, say). */
    keep: setSaved,
    submit: (body: EntryBody, receipt: File | null) => save.mutate({ body, receipt }),
    isSaving: save.isPending,
  };
}
