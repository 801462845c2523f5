import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccountUsage } from '../../../domain/accounting.ts';
import type { Account } from '../../../domain/accounting-schemas.ts';
import { api } from '../../lib/api.ts';
import { accountingKeys } from './queryKeys.ts';

/** Enough accounts for a picker: a treasurer narrows them by typing a number or a word. */
const OPTIONS_PAGE = 50;

export const accountOptionLabel = (account: Pick<Account, 'code' | 'label'>) =>
  `${account.code} ${account.label}`;

/**
 * The visible accounts a field takes (the nature of a receipt or an expense, a bank or cash
 * account, or any for an advanced line), searched by the server as the treasurer types.
 */
export function useAccountOptions(usage: AccountUsage | null, search: string) {
  const [typed] = useDebouncedValue(search.trim(), 250);
  const query = useQuery({
    queryKey: [...accountingKeys.accountOptions, usage, typed],
    queryFn: () =>
      api.GET('/api/admin/accounting/accounts', {
        params: {
          query: { search: typed, pageSize: OPTIONS_PAGE, page: 1, ...(usage ? { usage } : {}) },
        },
      }),
    placeholderData: keepPreviousData,
  });
  return { accounts: query.data?.items ?? [], isError: query.isError, isFetching: query.isFetching };
}
