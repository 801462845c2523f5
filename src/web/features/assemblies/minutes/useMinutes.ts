import { schemaResolver, useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AG_MESSAGES } from '../../../../domain/assemblies.ts';
import { draftMinutes, MINUTES_MESSAGES } from '../../../../domain/assembly-minutes.ts';
import {
  type Minutes,
  type MinutesInput,
  minutesInputSchema,
} from '../../../../domain/assembly-minutes-schemas.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/files.ts';
import { useDirectoryEntry } from '../../../lib/useMemberDirectory.ts';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';
import { assemblyKeys } from '../queryKeys.ts';

type Person = { prenom: string; nom: string } | null | undefined;
const nameOf = (person: Person) => (person ? `${person.prenom} ${person.nom}` : null);

/** The name of the member picked: from the directory once it answers, or the saved one. */
const pickedName = (id: string | null, found: Person, saved: (Person & { id: string }) | null) =>
  id === null ? null : (nameOf(found) ?? (saved?.id === id ? nameOf(saved) : null));

const savedValues = (minutes: Minutes): MinutesInput => ({
  text:
    minutes.text ??
    draftMinutes(
      minutes.facts,
      { chair: nameOf(minutes.chair), secretary: nameOf(minutes.secretary) },
      { includeComments: false },
    ),
  chair_id: minutes.chair?.id ?? null,
  secretary_id: minutes.secretary?.id ?? null,
});

/**
 * The minutes editor: the saved text, or until one is saved the draft written from the AG; the
 * chair and the secretary; saving, finalising (then read-only) and the PDF.
 */
export function useMinutes(agId: string, onFinalised: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: assemblyKeys.minutes(agId),
    queryFn: () => api.GET('/api/admin/assemblies/{id}/minutes', { params: { path: { id: agId } } }),
  });
  const minutes = query.data;
  const form = useForm<MinutesInput>({
    initialValues: { text: '', chair_id: null, secretary_id: null },
    validate: schemaResolver(minutesInputSchema, { sync: true }),
  });
  // The form starts from what is saved, once loaded, and again after each save.
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!minutes) return;
    setValues(savedValues(minutes));
    resetDirty(savedValues(minutes));
  }, [minutes, setValues, resetDirty]);

  // The picked members' names, for a draft written before they are saved.
  const chair = useDirectoryEntry(form.values.chair_id).data;
  const secretary = useDirectoryEntry(form.values.secretary_id).data;

  const onSaved = (saved: Minutes) => queryClient.setQueryData(assemblyKeys.minutes(agId), saved);
  const save = useNotifiedMutation({
    mutationFn: (input: MinutesInput) =>
      api.PUT('/api/admin/assemblies/{id}/minutes', { params: { path: { id: agId } }, body: input }),
    onSuccess: onSaved,
    success: MINUTES_MESSAGES.saved,
    failure: (error) => getErrorMessage(error, AG_MESSAGES.save),
    form,
  });
  const finalise = useNotifiedMutation({
    mutationFn: () =>
      api.POST('/api/admin/assemblies/{id}/minutes/finalise', { params: { path: { id: agId } } }),
    onSuccess: (saved) => {
      onSaved(saved);
      return onFinalised();
    },
    success: MINUTES_MESSAGES.finalisedNotice,
    failure: (error) => getErrorMessage(error, AG_MESSAGES.save),
  });
  const pdf = useNotifiedMutation({
    mutationFn: () =>
      downloadFile(`/api/admin/assemblies/${encodeURIComponent(agId)}/minutes.pdf`, 'proces-verbal.pdf'),
    failure: (error) => getErrorMessage(error, AG_MESSAGES.generic),
  });

  return {
    minutes,
    query: {
      isLoading: query.isLoading,
      loadError: query.isError ? AG_MESSAGES.generic : null,
      refresh: () => void query.refetch(),
    },
    form,
    handleSubmit: form.onSubmit((values) => save.mutate(minutesInputSchema.parse(values))),
    isSaving: save.isPending,
    /** Writes the draft again from the AG, with the members picked now. */
    redraft: (includeComments: boolean) => {
      if (!minutes) return;
      const people = {
        chair: pickedName(form.values.chair_id, chair, minutes.chair),
        secretary: pickedName(form.values.secretary_id, secretary, minutes.secretary),
      };
      form.setFieldValue('text', draftMinutes(minutes.facts, people, { includeComments }));
    },
    finalise: () => finalise.mutate(),
    isFinalising: finalise.isPending,
    downloadPdf: () => pdf.mutate(),
    isDownloading: pdf.isPending,
  };
}
