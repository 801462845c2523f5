import type { MembershipFilter } from '../../../domain/members.ts';
import { api } from '../../lib/api.ts';
import { pagedListSource, prefetchPagedList, usePagedList } from '../../lib/usePagedList.ts';
import { memberKeys } from './queryKeys.ts';

/** The register opens on every member, whatever their membership. */
export const FIRST_MEMBERSHIP_FILTER: MembershipFilter = 'tous';

const adminUsersList = (statut: MembershipFilter) =>
  pagedListSource({
    queryKey: memberKeys.list,
    filters: { statut },
    load: (query) => api.GET('/api/admin/users', { params: { query } }),
  });

/** One page of the register, searched by the server as the admin types (debounced), and filtered by membership. */
export function useAdminUsers(statut: MembershipFilter) {
  return usePagedList({
    ...adminUsersList(statut),
    loadError: 'Erreur lors de la récupération des utilisateurs',
  });
}

export function prefetchAdminUsers(): void {
  prefetchPagedList(adminUsersList(FIRST_MEMBERSHIP_FILTER));
}
