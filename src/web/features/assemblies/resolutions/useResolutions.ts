import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MajorityRule } from '../../../../domain/assembly-resolutions.ts';
import {
  type Resolution,
  type ResolutionInput,
  resolutionInputSchema,
} from '../../../../domain/assembly-resolutions-schemas.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';
import { assemblyKeys } from '../queryKeys.ts';

/** The form holds the options one per line; the schema receives them as a list. */
export type ResolutionFormValues = Omit<ResolutionInput, 'options' | 'seats'> & {
  options: string;
  seats: number | string;
};

const EMPTY: ResolutionFormValues = {
  title: '',
  body: '',
  kind: 'approbation',
  majority: 'simple',
  secret: false,
  options: '',
  seats: '',
};

const toInput = (values: ResolutionFormValues) => ({
  ...values,
  options: values.options.split('\n').map((option) => option.trim()),
  seats: values.kind === 'election' ? (values.seats === '' ? null : Number(values.seats)) : null,
});

const toFormValues = (resolution: Resolution): ResolutionFormValues => ({
  title: resolution.title,
  body: resolution.body,
  kind: resolution.kind,
  majority: resolution.majority,
  secret: resolution.secret,
  options: resolution.options.join('\n'),
  seats: resolution.seats ?? '',
});

const validate = (values: ResolutionFormValues) =>
  schemaResolver(resolutionInputSchema, { sync: true })(toInput(values) as never);

type Move = 'open' | 'close';

/** An AG's resolutions for the board: the list, the form, the order, opening and closing votes. */
export function useResolutions(agId: string, kindMajority: MajorityRule) {
  const key = [...assemblyKeys.adminDetail(agId), 'resolutions'] as const;
  const path = { params: { path: { id: agId } } };
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.GET('/api/admin/assemblies/{id}/resolutions', path),
  });
  const failed = (doing: string) => (error: Error) => getErrorMessage(error, doing);
  // The results and the member page follow the resolutions.
  const invalidates = [assemblyKeys.all];

  const [editing, setEditing] = useState<Resolution | null>(null);
  const [opened, setOpened] = useState(false);
  const form = useForm<ResolutionFormValues>({ initialValues: EMPTY, validate });

  const save = useNotifiedMutation({
    mutationFn: (body: ResolutionInput) =>
      editing
        ? api.PUT('/api/admin/assemblies/{id}/resolutions/{resolutionId}', {
            params: { path: { id: agId, resolutionId: editing.id } },
            body,
          })
        : api.POST('/api/admin/assemblies/{id}/resolutions', { ...path, body }),
    success: editing ? 'Résolution modifiée' : 'Résolution ajoutée',
    invalidates,
    failure: failed("Erreur lors de l'enregistrement de la résolution"),
    form,
  });

  const remove = useNotifiedMutation({
    mutationFn: (resolution: Resolution) =>
      api.DELETE('/api/admin/assemblies/{id}/resolutions/{resolutionId}', {
        params: { path: { id: agId, resolutionId: resolution.id } },
      }),
    success: 'Résolution supprimée',
    invalidates,
    failure: failed('Erreur lors de la suppression de la résolution'),
  });

  const reorder = useNotifiedMutation({
    mutationFn: (ids: string[]) =>
      api.PUT('/api/admin/assemblies/{id}/resolutions/order', { ...path, body: { ids } }),
    invalidates,
    failure: failed("Erreur lors du changement d'ordre"),
  });

  const move = useNotifiedMutation({
    mutationFn: async ({
      transition,
      resolutionId,
    }: {
      transition: Move;
      resolutionId?: string;
    }): Promise<unknown> => {
      if (!resolutionId) {
        return transition === 'open'
          ? api.POST('/api/admin/assemblies/{id}/resolutions/open-all', path)
          : api.POST('/api/admin/assemblies/{id}/resolutions/close-all', path);
      }
      const params = { params: { path: { id: agId, resolutionId } } };
      return transition === 'open'
        ? api.POST('/api/admin/assemblies/{id}/resolutions/{resolutionId}/open', params)
        : api.POST('/api/admin/assemblies/{id}/resolutions/{resolutionId}/close', params);
    },
    success: (_saved, { transition }) => (transition === 'open' ? 'Vote ouvert' : 'Vote clos'),
    invalidates,
    failure: failed('Erreur lors du changement du vote'),
  });

  const resolutions = query.data ?? [];
  return {
    resolutions,
    isLoading: query.isLoading,
    loadError: query.isError ? 'Impossible de charger les résolutions' : null,
    refresh: () => void query.refetch(),
    form,
    opened,
    isEditing: editing !== null,
    isSaving: save.isPending,
    open: (resolution: Resolution | null) => {
      setEditing(resolution);
      form.setValues(resolution ? toFormValues(resolution) : { ...EMPTY, majority: kindMajority });
      form.clearErrors();
      setOpened(true);
    },
    close: () => setOpened(false),
    // Closed once the refreshed list behind shows the change.
    handleSubmit: form.onSubmit((values) =>
      save.mutate(resolutionInputSchema.parse(toInput(values)), { onSuccess: () => setOpened(false) }),
    ),
    remove: (resolution: Resolution) => remove.mutate(resolution),
    /** Moves a resolution one place up (-1) or down (+1). */
    shift: (index: number, by: -1 | 1) => {
      const ids = resolutions.map((resolution) => resolution.id);
      const [moved] = ids.splice(index, 1);
      if (!moved) return;
      ids.splice(index + by, 0, moved);
      reorder.mutate(ids);
    },
    move: (transition: Move, resolutionId?: string) => move.mutate({ transition, resolutionId }),
    isMoving: move.isPending || reorder.isPending,
  };
}
