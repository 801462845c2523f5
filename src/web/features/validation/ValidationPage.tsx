import { Alert } from '@mantine/core';
import { AdminSearchList } from '../../lib/AdminSearchList.tsx';
import { useSession } from '../../lib/useSession.ts';
import { PendingUserCard } from './PendingUserCard.tsx';
import { usePendingUsers } from './usePendingUsers.ts';

export function ValidationPage() {
  const { isAdmin } = useSession();
  const { list, validateUser, validatingUserId } = usePendingUsers(isAdmin);

  if (!isAdmin) return <Alert color="red">Accès réservé à l'admin</Alert>;

  return (
    <AdminSearchList
      list={list}
      searchPlaceholder="Email, nom ou prénom"
      empty="Aucune adhésion en attente."
      emptySearch="Aucune adhésion en attente ne correspond à la recherche."
    >
      {list.items.map((user) => (
        <PendingUserCard
          key={user.id}
          user={user}
          isValidating={validatingUserId === user.id}
          onValidate={() => validateUser(user.id)}
        />
      ))}
    </AdminSearchList>
  );
}
