import type { AdminUser, MembershipFilter } from '../../../domain/members-schemas.ts';
import { prefetchPagedList, usePagedList } from '../../lib/usePagedList.ts';
import { memberKeys } from './queryKeys.ts';

/** The register opens on every member, whatever their membership. */
export const FIRST_MEMBERSHIP_FILTER: MembershipFilter = 'tous';

const adminUsersList = (statut: MembershipFilter) => ({
  queryKey: memberKeys.list,
  path: '/api/admin/users',
  filters: { statut },
});

/** One page of the register, searched by the server as the admin types (debounced), and filtered by membership. */
export function useAdminUsers(statut: MembershipFilter) {
  return usePagedList<AdminUser>({
    ...adminUsersList(statut),
    loadError: 'Erreur lors de la récupération des utilisateurs',
  });
}

export function prefetchAdminUsers(): void {
  prefetchPagedList(adminUsersList(FIRST_MEMBERSHIP_FILTER));
}
