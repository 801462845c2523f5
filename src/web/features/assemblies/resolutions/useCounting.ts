import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { COUNTING_MESSAGES } from '../../../../domain/assembly-counting.ts';
import { type HandCountInput, handCountInputSchema } from '../../../../domain/assembly-counting-schemas.ts';
import type { HandCount } from '../../../../domain/assembly-resolutions.ts';
import type { Resolution } from '../../../../domain/assembly-resolutions-schemas.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';
import { assemblyKeys } from '../queryKeys.ts';

const emptyHands = (resolution: Resolution): HandCountInput => ({
  voters: 0,
  oui: 0,
  non: 0,
  abstention: 0,
  options: resolution.options.map((option) => ({ option, count: 0 })),
});

/**
 * What the board counts in the room for one resolution: the show of hands (a form, prefilled with
 * what was entered before) and the second round of a vote that decided nothing.
 */
export function useCounting(agId: string, resolution: Resolution, entered: HandCount | null) {
  const params = { params: { path: { id: agId, resolutionId: resolution.id } } };
  // The results, the tally and the member page follow the counts and the rounds.
  const invalidates = [assemblyKeys.all];
  const [opened, setOpened] = useState(false);
  const form = useForm<HandCountInput>({
    initialValues: emptyHands(resolution),
    validate: schemaResolver(handCountInputSchema, { sync: true }),
  });

  const save = useNotifiedMutation({
    mutationFn: (body: HandCountInput) =>
      api.PUT('/api/admin/assemblies/{id}/resolutions/{resolutionId}/hand-count', { ...params, body }),
    success: COUNTING_MESSAGES.saved,
    invalidates,
    failure: (error) => getErrorMessage(error, "Erreur lors de l'enregistrement du vote à main levée"),
    form,
  });

  const nextRound = useNotifiedMutation({
    mutationFn: () => api.POST('/api/admin/assemblies/{id}/resolutions/{resolutionId}/next-round', params),
    success: COUNTING_MESSAGES.roundOpened,
    invalidates,
    failure: (error) => getErrorMessage(error, "Erreur lors de l'ouverture du second tour"),
  });

  return {
    form,
    opened,
    isSaving: save.isPending,
    open: () => {
      form.setValues(entered ? { ...emptyHands(resolution), ...entered } : emptyHands(resolution));
      form.clearErrors();
      setOpened(true);
    },
    close: () => setOpened(false),
    handleSubmit: form.onSubmit((values) =>
      save.mutate(handCountInputSchema.parse(values), { onSuccess: () => setOpened(false) }),
    ),
    startNextRound: () => nextRound.mutate(),
    isStartingRound: nextRound.isPending,
  };
}
