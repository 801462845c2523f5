import { useQuery } from '@tanstack/react-query';
import { AG_MESSAGES } from '../../../../domain/assemblies.ts';
import { api, getErrorMessage } from '../../../lib/api.ts';
import { useNotifiedMutation } from '../../../lib/useNotifiedMutation.ts';
import { usePagedList } from '../../../lib/usePagedList.ts';
import { assemblyKeys } from '../queryKeys.ts';

/** Under the AG's own key: whatever refreshes the AG refreshes its day too. */
const dayKeys = {
  figures: (agId: string) => [...assemblyKeys.adminDetail(agId), 'figures'] as const,
  signIn: (agId: string) => [...assemblyKeys.adminDetail(agId), 'sign-in'] as const,
};

/** Present and represented members change by the minute on the day: the figures follow. */
const LIVE_REFRESH_MS = 10_000;

/**
 * The assembly's day for the administrator: opening and closing it, its figures (live while it
 * is held) and its sign-in sheet.
 */
export function useAssemblyDay(agId: string, { isHeld }: { isHeld: boolean }) {
  const path = { params: { path: { id: agId } } };
  const figures = useQuery({
    queryKey: dayKeys.figures(agId),
    queryFn: () => api.GET('/api/admin/assemblies/{id}/figures', path),
    refetchInterval: isHeld ? LIVE_REFRESH_MS : false,
  });
  const sheet = usePagedList({
    queryKey: dayKeys.signIn(agId),
    load: (query) => api.GET('/api/admin/assemblies/{id}/sign-in', { params: { path: { id: agId }, query } }),
    loadError: AG_MESSAGES.generic,
  });

  const changeDay = useNotifiedMutation({
    mutationFn: (action: 'open' | 'close') =>
      action === 'open'
        ? api.POST('/api/admin/assemblies/{id}/open', path)
        : api.POST('/api/admin/assemblies/{id}/close', path),
    success: (_saved, action) => (action === 'open' ? 'Assemblée ouverte' : 'Assemblée close'),
    invalidates: [assemblyKeys.all],
    failure: (error) => getErrorMessage(error, AG_MESSAGES.save),
  });

  const signIn = useNotifiedMutation({
    mutationFn: ({ userId, present }: { userId: string; present: boolean; name: string }) =>
      api.PUT('/api/admin/assemblies/{id}/sign-in/{userId}', {
        params: { path: { id: agId, userId } },
        body: { present },
      }),
    success: (_saved, { present, name }) =>
      present ? `${name} : présence enregistrée` : `${name} : présence retirée`,
    invalidates: [assemblyKeys.adminDetail(agId)],
    failure: (error) => getErrorMessage(error, AG_MESSAGES.presence),
  });

  return {
    figures: {
      data: figures.data,
      isLoading: figures.isLoading,
      loadError: figures.isError ? AG_MESSAGES.generic : null,
      refresh: () => void figures.refetch(),
    },
    sheet,
    open: () => changeDay.mutate('open'),
    close: () => changeDay.mutate('close'),
    isChangingDay: changeDay.isPending,
    setPresent: (input: { userId: string; present: boolean; name: string }) => signIn.mutate(input),
    /** The mark on its way to the server, shown at once; the sheet is read again after it. */
    pendingMark: signIn.isPending
      ? { userId: signIn.variables.userId, present: signIn.variables.present }
      : null,
  };
}
export type AssemblyDay = ReturnType<typeof useAssemblyDay>;
