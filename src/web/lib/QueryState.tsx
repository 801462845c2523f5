import { Alert, Box, Button, Center, Group, Loader, Text } from '@mantine/core';
import { TriangleExclamationPoint } from 'lucide-react';
import { type ReactNode, useDeferredValue } from 'react';

const LOADING = 'Chargement';

/** What a read hook tells about its query; a paged list (`usePagedList`) already has this shape. */
type QueryStatus = {
  isLoading: boolean;
  /** The French message to show, null while the read has not failed. */
  loadError: string | null;
  refresh: () => void;
};

type QueryStateProps = {
  query: QueryStatus;
  /** Loaded, but nothing to show: `empty` is said instead of the children. */
  isEmpty?: boolean;
  /** A sentence is shown dimmed; anything else as it is. */
  empty?: ReactNode;
  /** Drawn while loading instead of the spinner, e.g. skeletons of the cards to come. */
  placeholder?: ReactNode;
  /** A small spinner in the flow of a block rather than a centred one for a page. */
  compact?: boolean;
  children?: ReactNode;
};

/**
 * The loading, failed and empty states of a read, the same on every page: the spinner is
 * announced to screen readers, the failure is an alert with a retry, the children show only
 * once there is something to show.
 */
export function QueryState({
  query,
  isEmpty = false,
  empty,
  placeholder,
  compact,
  children,
}: QueryStateProps) {
  // Once loaded, the children are drawn in a deferred render, which React cuts into short
  // slices: a long list does not freeze a phone while it draws. Never the other way round: a
  // read that starts over shows the spinner at once, not children without their data.
  const isLoading = useDeferredValue(query.isLoading) || query.isLoading;
  if (isLoading) {
    return placeholder ? (
      <Box role="status" aria-label={LOADING}>
        {placeholder}
      </Box>
    ) : (
      <LoadingState compact={compact} />
    );
  }
  if (query.loadError) {
    return (
      <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
        <Group justify="space-between" gap="sm">
          <span>{query.loadError}</span>
          <Button size="compact-sm" variant="white" color="red" onClick={query.refresh}>
            Réessayer
          </Button>
        </Group>
      </Alert>
    );
  }
  if (isEmpty) return typeof empty === 'string' ? <Text c="dimmed">{empty}</Text> : (empty ?? null);
  return children;
}

function LoadingState({ compact }: { compact?: boolean }) {
  const spinner = <Loader size={compact ? 'sm' : undefined} role="status" aria-label={LOADING} />;
  return compact ? spinner : <Center py="xl">{spinner}</Center>;
}
