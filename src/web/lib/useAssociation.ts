import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Association } from '../../domain/association.ts';
import { api } from './api.ts';
import { queryKeys } from './queryKeys.ts';

const associationQuery = {
  queryKey: queryKeys.association,
  queryFn: () => api.GET('/api/association'),
  staleTime: Number.POSITIVE_INFINITY,
};

/**
 * Reads the answer the page asked for with its HTML (index.html) as the app starts. Left to the
 * first component that shows the name, it was read once that component had appeared, and its
 * arrival drew the whole signed-in page a second time, in one go (60 ms on /admin/users here,
 * four times that on a phone).
 */
export function prefetchAssociation(client: QueryClient): Promise<void> {
  return client.prefetchQuery(associationQuery);
}

export function useAssociation(): Association | undefined {
  return useQuery(associationQuery).data;
}

/**
 * The association's name for the signed-in areas' header: nothing while it is being read (it is
 * asked for with the page, so this lasts a moment), rather than a stand-in the name then replaces;
 * the app's own name if it cannot be read.
 */
export function useAssociationName(): string {
  const { data, isPending } = useQuery(associationQuery);
  return data?.name ?? (isPending ? '' : 'Espace adhérents');
}
