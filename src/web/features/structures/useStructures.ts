import {
  STRUCTURES_PAGE_SIZE,
  type StructureCategory,
  type StructureSort,
} from '../../../domain/structures.ts';
import type { StructureValues } from '../../../domain/structures-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../lib/usePagedList.ts';

const structuresQueryKey = ['structures'] as const;

/** The page's category (null: all) and order; the search is the paged list's own. */
export type StructureFilter = { categorie: StructureCategory | null; sort: StructureSort };

/** The form's values as the schema shapes them (trimmed, empty texts as null): the modal checks them. */
type SaveInput = { id: string | null; values: StructureValues };

/** One page of the structures, filtered and sorted by the server, and the admin's create, edit and delete. */
export function useStructures({ categorie, sort }: StructureFilter) {
  const list = usePagedList({
    queryKey: structuresQueryKey,
    filters: categorie ? { categorie, sort } : { sort },
    load: (query) => api.GET('/api/structures', { params: { query } }),
    pageSize: STRUCTURES_PAGE_SIZE,
    loadError: 'Erreur lors du chargement des structures',
  });

  const save = useNotifiedMutation({
    mutationFn: ({ id, values: body }: SaveInput) =>
      id === null
        ? api.POST('/api/structures', { body })
        : api.PUT('/api/structures/{id}', { params: { path: { id } }, body }),
    success: (_saved, { id }) => (id === null ? 'Structure ajoutée' : 'Structure modifiée'),
    invalidates: [structuresQueryKey],
    failure: (error, { id }) =>
      getErrorMessage(
        error,
        id === null
          ? "Erreur lors de l'ajout de la structure"
          : 'Erreur lors de la modification de la structure',
      ),
  });

  const removal = useNotifiedMutation({
    mutationFn: (id: string) => api.DELETE('/api/structures/{id}', { params: { path: { id } } }),
    success: 'Structure supprimée',
    invalidates: [structuresQueryKey],
    failure: (error) => getErrorMessage(error, 'Erreur lors de la suppression de la structure'),
  });

  return {
    list,
    saveStructure: (input: SaveInput, onSaved: () => void, onRefused: (error: unknown) => void) =>
      save.mutate(input, { onSuccess: onSaved, onError: onRefused }),
    isSaving: save.isPending,
    deleteStructure: (id: string) => removal.mutate(id),
  };
}
