import { Alert, Stack, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { useSession } from '../../lib/useSession.ts';
import { PendingUserCard } from './PendingUserCard.tsx';
import { usePendingUsers } from './usePendingUsers.ts';

export function ValidationPage() {
  const { isAdmin } = useSession();
  const { list, validateUser, validatingUserId } = usePendingUsers(isAdmin);

  if (!isAdmin) return <Alert color="red">Accès réservé à l'admin</Alert>;

  return (
    <Stack gap="lg">
      <PageTitle />
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
            ? 'Aucune adhésion en attente ne correspond à la recherche.'
            : 'Aucune adhésion en attente.'
        }
      >
        {list.items.map((user) => (
          <PendingUserCard
            key={user.id}
            user={user}
            isValidating={validatingUserId === user.id}
            onValidate={() => validateUser(user.id)}
          />
        ))}
        <ListPagination list={list} />
      </QueryState>
    </Stack>
  );
}
