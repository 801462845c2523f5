import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { messageKeys } from './queryKeys.ts';

/**
 * The member's latest message and their unread count, for the dashboard's card. Apart from the
 * card, so that the router asks for it along with the dashboard's code (`prefetchLatestMessage`):
 * the server draws the card with the page.
 */
export const latestMessageQuery = {
  queryKey: messageKeys.latest,
  queryFn: () => api.GET('/api/messages', { params: { query: { page: 1, pageSize: 1 } } }),
};

export function prefetchLatestMessage(client: QueryClient): Promise<void> {
  return client.prefetchQuery(latestMessageQuery);
}
