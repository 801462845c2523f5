import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, getErrorMessage } from '../../lib/api.ts';
import { COMPOSER_PARAMS } from '../../lib/composerLinks.ts';
import { assemblyKeys } from '../assemblies/queryKeys.ts';
import { type ComposerStart, convocationStart } from './convocation.ts';

/** What the composer's address asks a new message to start with; the assembly is read first. */
export function useComposerStart() {
  const [searchParams] = useSearchParams();
  const assemblyId = searchParams.get(COMPOSER_PARAMS.assembly);
  const eventId = searchParams.get(COMPOSER_PARAMS.event);
  const memberId = searchParams.get(COMPOSER_PARAMS.member);
  const subject = searchParams.get(COMPOSER_PARAMS.subject) ?? '';
  // The assembly as its admin card reads it, under the same key: one request for both.
  const assembly = useQuery({
    queryKey: assemblyKeys.adminDetail(assemblyId ?? ''),
    queryFn: () => api.GET('/api/admin/assemblies/{id}', { params: { path: { id: assemblyId ?? '' } } }),
    // In the browser only (the server prefetches no assembly): the browser knows the app's address.
    select: (convened) => convocationStart(convened, window.location.origin),
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
      ? getErrorMessage(assembly.error, "Erreur lors de la récupération de l'assemblée")
      : null,
    refresh: () => void assembly.refetch(),
  };
}
