import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import type { PagedList } from '../../lib/usePagedList.ts';

type LoanListProps<T> = { list: PagedList<T>; renderLoan: (loan: T) => ReactNode };

/** Loading, error and 'Aucun emprunt trouvé' around one page of loans, and the pages below. */
export function LoanList<T>({ list, renderLoan }: LoanListProps<T>) {
  return (
    <QueryState query={list} isEmpty={list.items.length === 0} empty="Aucun emprunt trouvé">
      <Stack gap="sm">
        {list.items.map(renderLoan)}
        <ListPagination list={list} />
      </Stack>
    </QueryState>
  );
}
