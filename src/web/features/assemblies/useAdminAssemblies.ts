import { useQueryClient } from '@tanstack/react-query';
import { AG_MESSAGES, ASSEMBLIES_PAGE_SIZE } from '../../../domain/assemblies.ts';
import type { AgDocument, AssemblySummary } from '../../../domain/assemblies-schemas.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { forgetDeleted } from '../../lib/forgetDeleted.ts';
import { formatDate } from '../../lib/format.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
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
  const invalidates = [assemblyKeys.all];
  const failed = (fallback: string) => (error: Error) => getErrorMessage(error, fallback);

  const removeAssembly = useNotifiedMutation({
    mutationFn: (agId: string) =>
      api.DELETE('/api/admin/assemblies/{id}', { params: { path: { id: agId } } }),
    onSuccess: (_answer, agId) =>
      forgetDeleted(queryClient, {
        lists: assemblyKeys.adminList,
        id: agId,
        reads: [assemblyKeys.adminDetail(agId), assemblyKeys.detail(agId)],
      }),
    success: AG_MESSAGES.deleted,
    invalidates,
    failure: failed(AG_MESSAGES.delete),
    showFailure: banner.show,
  });
  const removeDocument = useNotifiedMutation({
    mutationFn: (documentId: string) =>
      api.DELETE('/api/admin/assemblies/documents/{documentId}', { params: { path: { documentId } } }),
    success: AG_MESSAGES.documentDeleted,
    invalidates,
    failure: failed(AG_MESSAGES.delete),
    showFailure: banner.show,
  });
  const moderation = useNotifiedMutation({
    mutationFn: ({ commentId, modere }: { commentId: string; modere: boolean }) =>
      api.PATCH('/api/admin/assemblies/comments/{commentId}', {
        params: { path: { commentId } },
        body: { modere },
      }),
    success: (_comment, { modere }) => (modere ? AG_MESSAGES.commentHidden : AG_MESSAGES.commentShown),
    invalidates,
    failure: failed(AG_MESSAGES.save),
    showFailure: banner.show,
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
