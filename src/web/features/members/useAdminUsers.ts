import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminUserPage } from '../../../domain/members-schemas.ts';
import { api } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { membersQueryKeys } from './membersQueryKeys.ts';

export const USERS_PAGE_SIZE = 25;
const LOAD_ERROR = 'Erreur lors de la récupération des utilisateurs';

/** One page of the register, searched by the server as the admin types (debounced). */
export function useAdminUsers() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);

  const query = useQuery({
    queryKey: membersQueryKeys.adminUsersPage(debouncedSearch, page),
    queryFn: () => {
      const params = new URLSearchParams({
        search: debouncedSearch,
        page: String(page),
        pageSize: String(USERS_PAGE_SIZE),
      });
      return api.get<AdminUserPage>(`/api/admin/users?${params}`);
    },
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (query.isError) notifyError(LOAD_ERROR);
  }, [query.isError]);

  const total = query.isError ? 0 : (query.data?.total ?? 0);
  return {
    search,
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    page,
    setPage,
    pageCount: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
    total,
    users: query.isError ? [] : (query.data?.items ?? []),
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    loadError: query.isError ? LOAD_ERROR : null,
    refresh: () => void query.refetch(),
  };
}
