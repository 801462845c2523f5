import type { QueryClient } from '@tanstack/react-query';
import { EVENTS_PAGE_SIZE, type EventPeriod } from '../../../domain/events.ts';
import { api } from '../../lib/api.ts';
import { pagedListSource, prefetchPagedList } from '../../lib/usePagedList.ts';
import { eventKeys } from './queryKeys.ts';

/**
 * The upcoming and the past events, as the page reads them. Apart from the page's hook, so that
 * the router can ask for them along with the page's code (`prefetchEvents`) rather than after it.
 */
export const eventList = (when: EventPeriod) =>
  pagedListSource({
    queryKey: eventKeys.list(when),
    filters: { when },
    load: (query) => api.GET('/api/events', { params: { query } }),
    pageSize: EVENTS_PAGE_SIZE,
  });

/** The two lists the events page opens with. */
export function prefetchEvents(client: QueryClient): Promise<unknown> {
  return Promise.all([
    prefetchPagedList(client, eventList('upcoming')),
    prefetchPagedList(client, eventList('past')),
  ]);
}
