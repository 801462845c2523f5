import { AG_MESSAGES } from '../../../domain/assemblies.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { downloadFile } from '../../lib/files.ts';
import { useNotifiedMutation } from '../../lib/useNotifiedMutation.ts';
import type { Banner } from './useBanner.ts';

type Export = { agId: string; kind: 'presences' | 'votes' };

/** Downloads of one AG: its documents (60-second links), calendar file and CSV exports. */
export function useAssemblyFiles(banner: Banner) {
  const document = useNotifiedMutation({
    mutationFn: (documentId: string) =>
      api.GET('/api/assemblies/documents/{documentId}/link', { params: { path: { documentId } } }),
    onSuccess: ({ url }) => window.location.assign(url),
    failure: (error) => getErrorMessage(error, AG_MESSAGES.generic),
    showFailure: banner.show,
  });
  const calendar = useNotifiedMutation({
    mutationFn: (agId: string) =>
      downloadFile(`/api/assemblies/${encodeURIComponent(agId)}/calendar`, 'ag.ics'),
    failure: (error) => getErrorMessage(error, AG_MESSAGES.generic),
    showFailure: banner.show,
  });
  const exportCsv = useNotifiedMutation({
    mutationFn: ({ agId, kind }: Export) =>
      downloadFile(`/api/admin/assemblies/${encodeURIComponent(agId)}/${kind}.csv`, `${kind}_ag_${agId}.csv`),
    failure: (error, { kind }) =>
      getErrorMessage(error, kind === 'presences' ? AG_MESSAGES.exportPresences : AG_MESSAGES.exportVotes),
    showFailure: banner.show,
  });
  return {
    openDocument: (documentId: string) => document.mutate(documentId),
    openingDocumentId: document.isPending ? document.variables : undefined,
    addToCalendar: (agId: string) => calendar.mutate(agId),
    isCalendarLoading: calendar.isPending,
    exportCsv: (input: Export) => exportCsv.mutate(input),
    exporting: exportCsv.isPending ? exportCsv.variables : undefined,
  };
}
