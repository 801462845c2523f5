import type { QueryClient } from '@tanstack/react-query';
import type { MessageStatus } from '../../../domain/association-messages.ts';
import { api } from '../../lib/api.ts';
import { pagedListSource, prefetchPagedList } from '../../lib/usePagedList.ts';
import { messageKeys } from './queryKeys.ts';

/*
 * The two lists of messages as their pages read them, apart from the pages' hooks, so that the
 * router asks for them along with the pages' code rather than after it.
 */

/** The history of the administrators, newest first, of one state or all. */
export const adminMessageList = (status: MessageStatus | null) =>
  pagedListSource({
    queryKey: messageKeys.adminList,
    filters: { status: status ?? undefined },
    load: (query) => api.GET('/api/admin/messages', { params: { query } }),
  });

/** What the member received, newest first, with how many they have not read. */
export const receivedMessageList = pagedListSource({
  queryKey: messageKeys.receivedList,
  load: (query) => api.GET('/api/messages', { params: { query } }),
});

export const prefetchAdminMessages = (client: QueryClient) =>
  prefetchPagedList(client, adminMessageList(null));

export const prefetchReceivedMessages = (client: QueryClient) =>
  prefetchPagedList(client, receivedMessageList);
