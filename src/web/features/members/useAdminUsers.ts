import type { AdminUser, MembershipFilter } from '../../../domain/members-schemas.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { membersQueryKeys } from './membersQueryKeys.ts';

/** One page of the register, searched by the server as the admin types (debounced), and filtered by membership. */
export function useAdminUsers(statut: MembershipFilter) {
  return usePagedList<AdminUser>({
    queryKey: membersQueryKeys.adminUsers,
    path: '/api/admin/users',
    filters: { statut },
    loadError: 'Erreur lors de la récupération des utilisateurs',
  });
}
