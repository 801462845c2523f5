import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api, getErrorMessage } from '../../lib/api.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { receivedMessageList } from './messageLists.ts';
import { messageKeys } from './queryKeys.ts';

/** The query parameter that opens one message: `/messages?message=<id>`, where the dashboard links. */
const OPENED = 'message';

/** The member's archive, paged by the server, and the message they opened, if any. */
export function useReceivedMessages() {
  const list = usePagedList({ ...receivedMessageList, loadError: 'Erreur lors du chargement des messages' });
  const [searchParams, setSearchParams] = useSearchParams();
  const openedId = searchParams.get(OPENED);
  const setOpened = (id: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(OPENED, id);
        else next.delete(OPENED);
        return next;
      },
      { replace: id === null },
    );
  return {
    list,
    unread: list.answer?.unread ?? 0,
    openedId,
    open: (id: string) => setOpened(id),
    close: () => setOpened(null),
  };
}

/**
 * One message the member received: reading it marks it read on the server, so the lists (the
 * archive's and the dashboard's) are read again once it has come.
 */
export function useReceivedMessage(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messageKeys.receivedOne(id ?? ''),
    queryFn: () => api.GET('/api/messages/{id}', { params: { path: { id: id ?? '' } } }),
    enabled: id !== null,
  });
  const readId = query.data?.id;
  useEffect(() => {
    if (readId) void queryClient.invalidateQueries({ queryKey: messageKeys.receivedList });
  }, [queryClient, readId]);
  return {
    message: query.data,
    isLoading: query.isLoading,
    loadError: query.isError ? getErrorMessage(query.error, 'Erreur lors du chargement du message') : null,
    refresh: () => void query.refetch(),
  };
}
