import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, getErrorMessage } from '../../lib/api.ts';
import { type ComposerStart, convocationStart } from './convocation.ts';
import { messageKeys } from './queryKeys.ts';

/** What the composer's address asks a new message to start with; the assembly is read first. */
export function useComposerStart() {
  const [searchParams] = useSearchParams();
  const assemblyId = searchParams.get('assemblee');
  const eventId = searchParams.get('evenement');
  const memberId = searchParams.get('membre');
  const subject = searchParams.get('sujet') ?? '';
  const assembly = useQuery({
    queryKey: messageKeys.convocation(assemblyId ?? ''),
    // In the browser only: the server draws the wait, the browser knows the app's address.
    queryFn: async () =>
      convocationStart(
        await api.GET('/api/admin/assemblies/{id}', { params: { path: { id: assemblyId ?? '' } } }),
        window.location.origin,
      ),
    enabled: assemblyId !== null,
  });

  const start: ComposerStart | undefined = assemblyId
    ? assembly.data
    : eventId
      ? {
          values: { subject, audience: { combine: 'et', filters: [{ kind: 'evenement', eventId }] } },
          assemblyId: null,
        }
      : memberId
        ? {
            values: {
              subject,
              audience: { combine: 'et', filters: [{ kind: 'choisis', userIds: [memberId] }] },
            },
            assemblyId: null,
          }
        : { values: {}, assemblyId: null };
  return {
    start,
    isLoading: assembly.isLoading,
    loadError: assembly.isError
      ? getErrorMessage(assembly.error, "Erreur lors du chargement de l'assemblée")
      : null,
    refresh: () => void assembly.refetch(),
  };
}
