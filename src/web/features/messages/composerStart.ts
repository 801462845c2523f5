import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, getErrorMessage } from '../../lib/api.ts';
import { COMPOSER_PARAMS } from '../../lib/composerLinks.ts';
import { assemblyKeys } from '../assemblies/queryKeys.ts';
import { type ComposerStart, convocationStart } from './convocation.ts';

/**
 * The convocation is written from the assembly and its resolutions, read together under the
 * assembly's key: a change to either refreshes it as it refreshes the admin card.
 */
function useConvokedAssembly(assemblyId: string | null) {
  const path = { params: { path: { id: assemblyId ?? '' } } };
  return useQuery({
    queryKey: [...assemblyKeys.adminDetail(assemblyId ?? ''), 'convocation'],
    queryFn: async () => {
      const [assembly, resolutions] = await Promise.all([
        api.GET('/api/admin/assemblies/{id}', path),
        api.GET('/api/admin/assemblies/{id}/resolutions', path),
      ]);
      // In the browser only (the server prefetches no assembly): the browser knows the app's address.
      return convocationStart(assembly, resolutions, window.location.origin);
    },
    enabled: assemblyId !== null,
  });
}

/** What the composer's address asks a new message to start with; the assembly is read first. */
export function useComposerStart() {
  const [searchParams] = useSearchParams();
  const assemblyId = searchParams.get(COMPOSER_PARAMS.assembly);
  const eventId = searchParams.get(COMPOSER_PARAMS.event);
  const memberId = searchParams.get(COMPOSER_PARAMS.member);
  const subject = searchParams.get(COMPOSER_PARAMS.subject) ?? '';
  const assembly = useConvokedAssembly(assemblyId);

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
