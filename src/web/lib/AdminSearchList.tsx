import { Group, Stack, Text, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListPagination } from './ListPagination.tsx';
import { describeListTotal } from './listTotal.ts';
import { PageTitle } from './PageTitle.tsx';
import { QueryState } from './QueryState.tsx';

/** What the page reads of a `usePagedList`. */
type SearchedList = {
  search: string;
  setSearch: (value: string) => void;
  items: unknown[];
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
  total: number;
  totalIsEstimate: boolean;
  answer?: { total: number; totalIsCapped?: boolean };
  isLoading: boolean;
  loadError: string | null;
  refresh: () => void;
};

type AdminSearchListProps = {
  list: SearchedList;
  /** Buttons beside the title (add, import, export). */
  actions?: ReactNode;
  /** What comes between the title and the search: an explanation, an upload card, an add form. */
  intro?: ReactNode;
  /** The search box's hint, saying what it searches; no box without it. */
  searchPlaceholder?: string;
  /** Inputs and buttons on the search's row (a status select, a refresh). */
  filters?: ReactNode;
  /** What the rows found come to (totals), under the filters: told even when no row is found. */
  summary?: ReactNode;
  /** Said when the list is empty, and `emptySearch` when a search found nothing. */
  empty: ReactNode;
  emptySearch?: ReactNode;
  /** The rows' noun ("utilisateur"): the total is told above the rows. */
  totalNoun?: string;
  /** Drawn while loading instead of the spinner. */
  placeholder?: ReactNode;
  /** The page of rows, as a table or as cards. */
  children: ReactNode;
};

/**
 * An administrator's register: title and actions, the search with its filters, one page of rows
 * with its total and its pages, and the loading, failed and empty states. Each admin list had
 * written this page by hand, and the copies had begun to drift (a label here, a state there).
 */
export function AdminSearchList({
  list,
  actions,
  intro,
  searchPlaceholder,
  filters,
  summary,
  empty,
  emptySearch,
  totalNoun,
  placeholder,
  children,
}: AdminSearchListProps) {
  const search = searchPlaceholder !== undefined && (
    <TextInput
      // A row of its own on a phone when filters share it: squeezed beside them, the hint was cut.
      {...(filters ? { flex: 1, miw: { base: '100%', sm: 260 } } : {})}
      label="Rechercher"
      placeholder={searchPlaceholder}
      leftSection={<Search size={16} />}
      value={list.search}
      onChange={(event) => list.setSearch(event.currentTarget.value)}
    />
  );
  return (
    <Stack gap="lg">
      {actions ? (
        <Group justify="space-between">
          <PageTitle />
          {actions}
        </Group>
      ) : (
        <PageTitle />
      )}
      {intro}
      {filters ? (
        <Group gap="sm" align="flex-end">
          {search}
          {filters}
        </Group>
      ) : (
        search
      )}
      {summary}
      <QueryState
        query={list}
        isEmpty={list.items.length === 0}
        empty={emptySearch !== undefined && list.search.trim() ? emptySearch : empty}
        placeholder={placeholder}
      >
        {totalNoun && (
          <Text size="sm" c="dimmed">
            {describeListTotal(list, totalNoun)}
          </Text>
        )}
        {children}
        <ListPagination list={list} />
      </QueryState>
    </Stack>
  );
}
