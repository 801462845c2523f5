import { Stack, Title } from '@mantine/core';
import { AG_MESSAGES } from '../../../domain/assemblies.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { PastAssemblyCard } from './PastAssemblyCard.tsx';
import { usePastAssemblies } from './usePastAssemblies.ts';

const TITLE = 'Assemblées générales passées';

/** Below the current AG: the finished ones, the latest first, a page at a time. */
export function PastAssemblies({ onOpenDocument }: { onOpenDocument: (documentId: string) => void }) {
  const list = usePastAssemblies();
  return (
    <Stack gap="md" component="section" aria-label={TITLE}>
      <Title order={2} size="h3">
        {TITLE}
      </Title>
      <QueryState query={list} compact isEmpty={list.items.length === 0} empty={AG_MESSAGES.noPast}>
        {list.items.map((assembly) => (
          <PastAssemblyCard key={assembly.id} assembly={assembly} onOpenDocument={onOpenDocument} />
        ))}
        <ListPagination list={list} />
      </QueryState>
    </Stack>
  );
}
