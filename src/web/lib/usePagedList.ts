import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { PAGE_SIZE_DEFAULT, type Page } from '../../domain/paging.ts';
import { api } from './api.ts';
import { queryClient } from './queryClient.ts';

export type PagedListOptions = {
  /** The list's key prefix, e.g. `materialKeys.loans('admin')`; page, search and filters are appended. */
  queryKey: readonly unknown[];
  path: string;
  /** Filters sent as they are (a change goes back to page 1). */
  filters?: Record<string, string>;
  pageSize?: number;
  /** A search typed elsewhere, when one box searches several lists; else the hook holds its own. */
  search?: string;
  /** False while the page may not load the list (a visitor who is not an administrator). */
  enabled?: boolean;
  loadError: string;
};

type ListSource = Pick<PagedListOptions, 'queryKey' | 'path' | 'filters' | 'pageSize'>;

/** The query of one page of a list, the same for the hook and for a prefetch. */
function pagedListQuery<Answer>(
  { queryKey, path, filters = {}, pageSize = PAGE_SIZE_DEFAULT }: ListSource,
  { search, page }: { search: string; page: number },
) {
  return {
    queryKey: [...queryKey, { search, page, pageSize, ...filters }],
    queryFn: () => {
      const params = new URLSearchParams({
        ...filters,
        search,
        page: String(page),
        pageSize: String(pageSize),
      });
      return api.get<Answer>(`${path}?${params}`);
    },
  };
}

/** Asks for the first page of a list as a page opening on it would, before the page is there. */
export function prefetchPagedList(source: ListSource): void {
  void queryClient.prefetchQuery(pagedListQuery(source, { search: '', page: 1 }));
}

/**
 * One page of a list that the server pages, searches and filters: the search is debounced, the
 * previous page stays on screen while the next one loads, and a failure is told once (the query
 * cache's notification) and kept in `loadError` for `QueryState`. `Answer`
 * names what the server sends beside the page (a ledger's totals), read from `answer`.
 */
export function usePagedList<Item, Answer extends Page<Item> = Page<Item>>({
  queryKey,
  path,
  filters = {},
  pageSize = PAGE_SIZE_DEFAULT,
  search: sharedSearch,
  enabled = true,
  loadError,
}: PagedListOptions) {
  const [ownSearch, setSearch] = useState('');
  const search = sharedSearch ?? ownSearch;
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const filterKey = JSON.stringify([filters, debouncedSearch]);
  // A new filter or search shows its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for filters
  useEffect(() => setPage(1), [filterKey]);

  const query = useQuery({
    ...pagedListQuery<Answer>({ queryKey, path, filters, pageSize }, { search: debouncedSearch, page }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { errorMessage: loadError },
  });

  // The rows render in the background, in slices between which the browser stays free to answer
  // a tap: a phone never freezes while a page of cards is drawn. The data's own update is
  // synchronous (useSyncExternalStore) and would draw the whole page in one go.
  const shown = useDeferredValue(query.data);
  const total = query.isError ? 0 : (shown?.total ?? 0);
  return {
    search,
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    page,
    setPage,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    total,
    totalIsEstimate: !query.isError && (shown?.totalIsEstimate ?? false),
    items: query.isError ? [] : (shown?.items ?? []),
    answer: query.isError ? undefined : shown,
    isLoading: query.isLoading || (shown === undefined && query.data !== undefined),
    isFetching: query.isFetching,
    loadError: query.isError ? loadError : null,
    refresh: () => void query.refetch(),
  };
}

export type PagedList<Item> = ReturnType<typeof usePagedList<Item>>;
