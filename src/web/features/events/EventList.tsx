import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EventItem } from '../../../domain/events-schemas.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import type { PagedList } from '../../lib/usePagedList.ts';

type EventListProps = {
  title: string;
  list: PagedList<EventItem>;
  /** Shown when the page is empty. */
  emptyText: string;
  renderCard: (event: EventItem) => ReactNode;
};

/** One paged list of event cards under its heading: the upcoming ones, or the past ones. */
export function EventList({ title, list, emptyText, renderCard }: EventListProps) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <QueryState
        query={list}
        isEmpty={list.items.length === 0}
        empty={emptyText}
        placeholder={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} height={220} radius="md" />
            ))}
          </SimpleGrid>
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{list.items.map(renderCard)}</SimpleGrid>
        <ListPagination list={list} />
      </QueryState>
    </Stack>
  );
}
