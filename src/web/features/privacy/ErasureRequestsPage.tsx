import { Stack, Text, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import { ERASURE_DELAY_DAYS } from '../../../domain/privacy.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { ErasureRequestCard } from './ErasureRequestCard.tsx';
import { useErasureRequests } from './useErasureRequests.ts';

export function ErasureRequestsPage() {
  const { list, confirmErasure, erasingUserId } = useErasureRequests();

  return (
    <Stack gap="lg">
      <PageTitle />
      <Text size="sm" c="dimmed">
        Un membre peut demander la suppression de son compte depuis son profil. Sans confirmation de votre
        part, elle est effectuée automatiquement {ERASURE_DELAY_DAYS} jours après la demande.
      </Text>
      <TextInput
        label="Rechercher"
        placeholder="Email, nom ou prénom"
        leftSection={<Search size={16} />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
      />
      <QueryState
        query={list}
        isEmpty={list.items.length === 0}
        empty={
          list.search.trim()
            ? 'Aucune demande ne correspond à la recherche.'
            : 'Aucune demande de suppression en attente.'
        }
      >
        {list.items.map((request) => (
          <ErasureRequestCard
            key={request.id}
            request={request}
            isErasing={erasingUserId === request.id}
            onConfirm={() => confirmErasure(request.id)}
          />
        ))}
        <ListPagination list={list} />
      </QueryState>
    </Stack>
  );
}
