import type { QueryClient } from '@tanstack/react-query';
import type { MembershipFilter } from '../../../domain/members.ts';
import { api } from '../../lib/api.ts';
import { pagedListSource, prefetchPagedList } from '../../lib/usePagedList.ts';
import { memberKeys } from './queryKeys.ts';

/** The register opens on every member, whatever their membership. */
export const FIRST_MEMBERSHIP_FILTER: MembershipFilter = 'tous';

/**
 * The register, as its page reads it. Apart from the page's hook, so that the router can ask for
 * its first page along with the page's code (`prefetchAdminUsers`) rather than after it.
 */
export const adminUsersList = (statut: MembershipFilter) =>
  pagedListSource({
    queryKey: memberKeys.list,
    filters: { statut },
    load: (query) => api.GET('/api/admin/users', { params: { query } }),
  });

export function prefetchAdminUsers(client: QueryClient): Promise<void> {
  return prefetchPagedList(client, adminUsersList(FIRST_MEMBERSHIP_FILTER));
}
