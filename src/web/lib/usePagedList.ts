import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { PAGE_SIZE_DEFAULT, type Page } from '../../domain/paging.ts';

/** What the hook adds to the list's filters in every request. */
type PageRequest = { search: string; page: number; pageSize: number };

/** What a paged route answers, at the least: a ledger adds its totals, a long list an estimate flag. */
type ListAnswer = { items: unknown[]; total: number; totalIsEstimate?: boolean };

export type PagedListSource<Filters, Answer extends ListAnswer> = {
  /** The list's key prefix, e.g. `materialKeys.loans('admin')`; page, search and filters are appended. */
  queryKey: readonly unknown[];
  /** Filters sent as they are (a change goes back to page 1). */
  filters?: Filters;
  /**
   * Asks for one page, the filters, search and page numbers being the query:
   * `load: (query) => api.GET('/api/structures', { params: { query } })`, so the answer's type
   * is the server's own.
   */
  load: (query: Filters & PageRequest) => Promise<Answer>;
  pageSize?: number;
};

export type PagedListOptions<Filters, Answer extends ListAnswer> = PagedListSource<Filters, Answer> & {
  /** A search typed elsewhere, when one box searches several lists; else the hook holds its own. */
  search?: string;
  /** False while the page may not load the list (a visitor who is not an administrator). */
  enabled?: boolean;
  loadError: string;
};

/** A list's source written apart from the hook (shared with a prefetch), typed as the hook would type it. */
export const pagedListSource = <Filters, Answer extends ListAnswer>(
  source: PagedListSource<Filters, Answer>,
) => source;

/** The query of one page of a list, the same for the hook and for a prefetch. */
function pagedListQuery<Filters, Answer extends ListAnswer>(
  { queryKey, filters, load, pageSize = PAGE_SIZE_DEFAULT }: PagedListSource<Filters, Answer>,
  { search, page }: { search: string; page: number },
) {
  return {
    queryKey: [...queryKey, { search, page, pageSize, ...filters }],
    queryFn: () => load({ ...(filters as Filters), search, page, pageSize }),
  };
}

/** Asks for the first page of a list as a page opening on it would, before the page is there. */
export function prefetchPagedList<Filters, Answer extends ListAnswer>(
  client: QueryClient,
  source: PagedListSource<Filters, Answer>,
): Promise<void> {
  return client.prefetchQuery(pagedListQuery(source, { search: '', page: 1 }));
}

/**
 * One page of a list that the server pages, searches and filters: the search is debounced, the
 * previous page stays on screen while the next one loads, and a failure is told once (the query
 * cache's notification) and kept in `loadError` for `QueryState`. What the server sends beside
 * the page (a ledger's totals) is read from `answer`.
 */
export function usePagedList<Filters = Record<never, never>, Answer extends ListAnswer = ListAnswer>({
  queryKey,
  filters,
  load,
  pageSize = PAGE_SIZE_DEFAULT,
  search: sharedSearch,
  enabled = true,
  loadError,
}: PagedListOptions<Filters, Answer>) {
  const [ownSearch, setSearch] = useState('');
  const search = sharedSearch ?? ownSearch;
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const filterKey = JSON.stringify([filters, debouncedSearch]);
  // A new filter or search shows its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for filters
  useEffect(() => setPage(1), [filterKey]);

  const query = useQuery({
    ...pagedListQuery({ queryKey, filters, load, pageSize }, { search: debouncedSearch, page }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { errorMessage: loadError },
  });

  // The rows render in the background, in slices between which the browser stays free to answer
  // a tap: a phone never freezes while a page of cards is drawn. The data's own update is
  // synchronous (useSyncExternalStore) and would draw the whole page in one go.
  const shown = useDeferredValue(query.data);
  const total = query.isError ? 0 : (shown?.total ?? 0);
  // Annotated, so the rows keep the route's own type rather than the bound's `unknown[]`.
  const items: Answer['items'] = query.isError ? [] : (shown?.items ?? []);
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
    items,
    answer: query.isError ? undefined : shown,
    isLoading: query.isLoading || (shown === undefined && query.data !== undefined),
    isFetching: query.isFetching,
    loadError: query.isError ? loadError : null,
    refresh: () => void query.refetch(),
  };
}

export type PagedList<Item> = ReturnType<typeof usePagedList<Record<never, never>, Page<Item>>>;
