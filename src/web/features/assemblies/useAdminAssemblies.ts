import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AG_MESSAGES, ASSEMBLIES_PAGE_SIZE } from '../../../domain/assemblies.ts';
import type { AgDocument, AssemblySummary } from '../../../domain/assemblies-schemas.ts';
import { api } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { assemblyKeys } from './queryKeys.ts';
import { useBanner } from './useBanner.ts';

/**
 * The admin page: a page of AGs, their deletion, their documents' deletion and comment
 * moderation. What an AG holds is loaded by its card once opened (useAdminAssembly).
 */
export function useAdminAssemblies() {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const list = usePagedList({
    queryKey: assemblyKeys.adminList,
    load: (query) => api.GET('/api/admin/assemblies', { params: { query } }),
    pageSize: ASSEMBLIES_PAGE_SIZE,
    loadError: AG_MESSAGES.generic,
  });
  // The member page and the admin page both show what changed.
  const refresh = () => queryClient.invalidateQueries({ queryKey: assemblyKeys.all });

  const removeAssembly = useMutation({
    mutationFn: (agId: string) =>
      api.DELETE('/api/admin/assemblies/{id}', { params: { path: { id: agId } } }),
    onSuccess: () => {
      notifySuccess(AG_MESSAGES.deleted);
      return refresh();
    },
    onError: (error) => banner.showError(error, AG_MESSAGES.delete),
  });
  const removeDocument = useMutation({
    mutationFn: (documentId: string) =>
      api.DELETE('/api/admin/assemblies/documents/{documentId}', { params: { path: { documentId } } }),
    onSuccess: () => {
      notifySuccess(AG_MESSAGES.documentDeleted);
      return refresh();
    },
    onError: (error) => banner.showError(error, AG_MESSAGES.delete),
  });
  const moderation = useMutation({
    mutationFn: ({ commentId, modere }: { commentId: string; modere: boolean }) =>
      api.PATCH('/api/admin/assemblies/comments/{commentId}', {
        params: { path: { commentId } },
        body: { modere },
      }),
    onSuccess: (_comment, { modere }) => {
      notifySuccess(modere ? AG_MESSAGES.commentHidden : AG_MESSAGES.commentShown);
      return refresh();
    },
    onError: (error) => banner.showError(error, AG_MESSAGES.save),
  });

  const confirmDeleteAssembly = (assembly: AssemblySummary) =>
    confirmDeletion({
      title: `Supprimer l'AG du ${formatDate(assembly.date)}`,
      message: AG_MESSAGES.confirmDelete,
      onConfirm: () => {
        banner.clear();
        removeAssembly.mutate(assembly.id);
      },
    });
  const confirmDeleteDocument = (document: AgDocument) =>
    confirmDeletion({
      title: `Supprimer « ${document.nom} »`,
      message: AG_MESSAGES.confirmDeleteDocument,
      onConfirm: () => {
        banner.clear();
        removeDocument.mutate(document.id);
      },
    });

  return {
    list,
    banner,
    confirmDeleteAssembly,
    confirmDeleteDocument,
    setCommentHidden: (commentId: string, modere: boolean) => {
      banner.clear();
      moderation.mutate({ commentId, modere });
    },
    refresh,
  };
}
