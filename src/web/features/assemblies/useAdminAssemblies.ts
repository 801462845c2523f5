import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminAssembly, AG_MESSAGES, type AgDocument } from '../../../domain/assemblies.ts';
import { api } from '../../lib/api.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { formatDate } from '../../lib/format.ts';
import { assemblyKeys } from './queryKeys.ts';
import { useBanner } from './useBanner.ts';

/** The admin page: every AG, their deletion, their documents' deletion and comment moderation. */
export function useAdminAssemblies() {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const query = useQuery({
    queryKey: assemblyKeys.adminList,
    queryFn: () => api.get<AdminAssembly[]>('/api/admin/assemblies'),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['assemblies'] });
  const refreshList = () => queryClient.invalidateQueries({ queryKey: assemblyKeys.adminList });

  const removeAssembly = useMutation({
    mutationFn: (agId: string) => api.delete(`/api/admin/assemblies/${encodeURIComponent(agId)}`),
    onSuccess: () => Promise.all([refreshList(), refresh()]),
    onError: (error) => banner.showError(error, AG_MESSAGES.delete),
  });
  const removeDocument = useMutation({
    mutationFn: (documentId: string) =>
      api.delete(`/api/admin/assemblies/documents/${encodeURIComponent(documentId)}`),
    onSuccess: () => Promise.all([refreshList(), refresh()]),
    onError: (error) => banner.showError(error, AG_MESSAGES.delete),
  });
  const moderation = useMutation({
    mutationFn: ({ commentId, modere }: { commentId: string; modere: boolean }) =>
      api.patch(`/api/admin/assemblies/comments/${encodeURIComponent(commentId)}`, { modere }),
    onSuccess: () => Promise.all([refreshList(), refresh()]),
    onError: (error) => banner.showError(error, AG_MESSAGES.save),
  });

  const confirmDeleteAssembly = (assembly: AdminAssembly) =>
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
    assemblies: query.data ?? [],
    isLoading: query.isLoading,
    loadFailed: query.isError,
    banner,
    confirmDeleteAssembly,
    confirmDeleteDocument,
    setCommentHidden: (commentId: string, modere: boolean) => {
      banner.clear();
      moderation.mutate({ commentId, modere });
    },
    refresh: () => Promise.all([refreshList(), refresh()]),
  };
}
