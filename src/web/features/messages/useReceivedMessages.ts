import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  // Closing replaces the history entry: Back then leaves the page rather than reopening it.
  const close = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPENED);
        return next;
      },
      { replace: true },
    );
  return { list, unread: list.answer?.unread ?? 0, openedId, close };
}

/**
 * One message the member received. Reading it changes nothing on the server: once it has come,
 * the page says it was opened (a POST, never a GET, may write), then the lists (the archive's and
 * the dashboard's) are read again. A failure leaves it unread, to be marked at the next opening.
 */
export function useReceivedMessage(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messageKeys.receivedOne(id ?? ''),
    queryFn: () => api.GET('/api/messages/{id}', { params: { path: { id: id ?? '' } } }),
    enabled: id !== null,
  });
  const { mutate: markRead } = useMutation({
    mutationFn: (messageId: string) =>
      api.POST('/api/messages/{id}/read', { params: { path: { id: messageId } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.receivedList }),
  });
  const readId = query.data?.id;
  useEffect(() => {
    if (readId) markRead(readId);
  }, [markRead, readId]);
  return {
    message: query.data,
    isLoading: query.isLoading,
    loadError: query.isError ? getErrorMessage(query.error, 'Erreur lors du chargement du message') : null,
    refresh: () => void query.refetch(),
  };
}
