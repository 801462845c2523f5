import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { memberKeys } from './queryKeys.ts';

const LOAD_ERROR = 'Erreur lors de la récupération des adhésions';

/**
 * The signed-in member's memberships (newest first). Apart from their hook, so that the router
 * can ask for them along with the dashboard's code (`prefetchMyAdhesions`) rather than after it.
 */
export const myAdhesionsQuery = {
  queryKey: memberKeys.myAdhesions,
  queryFn: () => api.GET('/api/members/me/adhesions'),
  meta: { errorMessage: LOAD_ERROR },
};

export function prefetchMyAdhesions(client: QueryClient): Promise<void> {
  return client.prefetchQuery(myAdhesionsQuery);
}
