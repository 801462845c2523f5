import type { QueryClient, QueryKey } from '@tanstack/react-query';

type Deleted = {
  /** The paged lists that showed the row: it leaves their cached pages at once. */
  lists: QueryKey;
  id: string;
  /** The reads of the row itself and of what it held. */
  reads: QueryKey[];
};

/**
 * After a deletion, before the refresh: the row leaves the lists so that its screens close, and
 * its own reads are dropped. Refreshed instead, each of them would answer 404 and tell an error
 * about a row the person has just deleted on purpose.
 */
export async function forgetDeleted(queryClient: QueryClient, { lists, id, reads }: Deleted) {
  queryClient.setQueriesData<{ items: { id: string }[] }>({ queryKey: lists }, (page) =>
    page ? { ...page, items: page.items.filter((item) => item.id !== id) } : page,
  );
  await Promise.all(reads.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  for (const queryKey of reads) queryClient.removeQueries({ queryKey });
}
