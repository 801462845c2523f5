import { Center, Pagination } from '@mantine/core';

/** Under a paged list: nothing for a single page, else the page numbers. */
export function ListPagination({
  list,
}: {
  list: { page: number; pageCount: number; setPage: (page: number) => void };
}) {
  if (list.pageCount <= 1) return null;
  return (
    <Center>
      <Pagination
        total={list.pageCount}
        value={list.page}
        onChange={list.setPage}
        getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      />
    </Center>
  );
}

const PAGINATION_LABELS: Record<'first' | 'previous' | 'last' | 'next', string> = {
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
};
