import { api, getErrorMessage } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/files.ts';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../../lib/usePagedList.ts';
import { donorsKeys } from './queryKeys.ts';

/** A page of the donors who are not members, their export and their erasure. */
export function useDonors() {
  const list = usePagedList({
    queryKey: donorsKeys.list,
    load: (query) => api.GET('/api/admin/donors', { params: { query } }),
    loadError: 'Erreur lors du chargement des donateurs',
  });
  const exporting = useNotifiedMutation({
    mutationFn: (id: string) =>
      downloadFile(`/api/admin/donors/${encodeURIComponent(id)}/export`, 'donnees-donateur.json'),
    failure: (error) => getErrorMessage(error, "Erreur lors de l'export des données du donateur"),
  });
  const erasure = useNotifiedMutation({
    mutationFn: (id: string) => api.POST('/api/admin/donors/{id}/erase', { params: { path: { id } } }),
    success: 'Donateur effacé',
    invalidates: [donorsKeys.list],
    failure: (error) => getErrorMessage(error, "Erreur lors de l'effacement du donateur"),
  });
  return {
    list,
    exportDonor: (id: string) => exporting.mutate(id),
    exportingId: exporting.isPending ? exporting.variables : undefined,
    eraseDonor: (id: string) => erasure.mutate(id),
    erasingId: erasure.isPending ? erasure.variables : undefined,
  };
}
