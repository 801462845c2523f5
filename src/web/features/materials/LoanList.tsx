import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListPagination } from '../../lib/ListPagination.tsx';
import type { PagedList } from '../../lib/usePagedList.ts';

type LoanListProps<T> = { list: PagedList<T>; renderLoan: (loan: T) => ReactNode };

/** Loading, error and 'Aucun emprunt trouvé' around one page of loans, and the pages below. */
export function LoanList<T>({ list, renderLoan }: LoanListProps<T>) {
  if (list.isLoading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (list.loadError)
    return (
      <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
        {list.loadError}
      </Alert>
    );
  if (list.items.length === 0) return <Text c="dimmed">Aucun emprunt trouvé</Text>;
  return (
    <Stack gap="sm">
      {list.items.map(renderLoan)}
      <ListPagination list={list} />
    </Stack>
  );
}
