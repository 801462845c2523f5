import type { MembershipFilter } from '../../../domain/members.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { adminUsersList } from './adminUsersList.ts';

/** One page of the register, searched by the server as the admin types (debounced), and filtered by membership. */
export function useAdminUsers(statut: MembershipFilter) {
  return usePagedList({
    ...adminUsersList(statut),
    loadError: 'Erreur lors de la récupération des utilisateurs',
  });
}
