import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/files.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePagedList } from '../../../lib/usePagedList.ts';
import { donorsKeys } from './queryKeys.ts';

/** A page of the donors who are not members, their export and their erasure. */
export function useDonors() {
  const queryClient = useQueryClient();
  const list = usePagedList({
    queryKey: donorsKeys.list,
    load: (query) => api.GET('/api/admin/donors', { params: { query } }),
    loadError: 'Erreur lors du chargement des donateurs',
  });
  const exporting = useMutation({
    mutationFn: (id: string) =>
      downloadFile(`/api/admin/donors/${encodeURIComponent(id)}/export`, 'donnees-donateur.json'),
    onError: (error) =>
      notifyError(getErrorMessage(error, "Erreur lors de l'export des données du donateur")),
  });
  const erasure = useMutation({
    mutationFn: (id: string) => api.POST('/api/admin/donors/{id}/erase', { params: { path: { id } } }),
    onSuccess: () => {
      notifySuccess('Donateur effacé');
      return queryClient.invalidateQueries({ queryKey: donorsKeys.list });
    },
    onError: (error) => notifyError(getErrorMessage(error, "Erreur lors de l'effacement du donateur")),
  });
  return {
    list,
    exportDonor: (id: string) => exporting.mutate(id),
    exportingId: exporting.isPending ? exporting.variables : undefined,
    eraseDonor: (id: string) => erasure.mutate(id),
    erasingId: erasure.isPending ? erasure.variables : undefined,
  };
}
