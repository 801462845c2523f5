import type { AdminUser } from '../../../domain/members-schemas.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { membersQueryKeys } from './membersQueryKeys.ts';

/** One page of the register, searched by the server as the admin types (debounced). */
export function useAdminUsers() {
  return usePagedList<AdminUser>({
    queryKey: membersQueryKeys.adminUsers,
    path: '/api/admin/users',
    loadError: 'Erreur lors de la récupération des utilisateurs',
  });
}
