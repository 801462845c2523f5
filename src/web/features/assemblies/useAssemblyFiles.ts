import { useMutation } from '@tanstack/react-query';
import { AG_MESSAGES } from '../../../domain/assemblies.ts';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/files.ts';
import type { Banner } from './useBanner.ts';

type Export = { agId: string; kind: 'presences' | 'votes' };

/** Downloads of one AG: its documents (60-second links), calendar file and CSV exports. */
export function useAssemblyFiles(banner: Banner) {
  const document = useMutation({
    mutationFn: (documentId: string) =>
      api.GET('/api/assemblies/documents/{documentId}/link', { params: { path: { documentId } } }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => banner.showError(error, AG_MESSAGES.generic),
  });
  const calendar = useMutation({
    mutationFn: (agId: string) =>
      downloadFile(`/api/assemblies/${encodeURIComponent(agId)}/calendar`, 'ag.ics'),
    onError: (error) => banner.showError(error, AG_MESSAGES.generic),
  });
  const exportCsv = useMutation({
    mutationFn: ({ agId, kind }: Export) =>
      downloadFile(`/api/admin/assemblies/${encodeURIComponent(agId)}/${kind}.csv`, `${kind}_ag_${agId}.csv`),
    onError: (error, { kind }) =>
      banner.showError(error, kind === 'presences' ? AG_MESSAGES.exportPresences : AG_MESSAGES.exportVotes),
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
