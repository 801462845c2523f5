import { Alert } from '@mantine/core';
import { useState } from 'react';
import type { PendingUser } from '../../../domain/validation.ts';
import { AdminSearchList } from '../../lib/AdminSearchList.tsx';
import { useSession } from '../../lib/useSession.ts';
import { PendingUserCard } from './PendingUserCard.tsx';
import { RefusalModal } from './RefusalModal.tsx';
import { usePendingUsers } from './usePendingUsers.ts';

export function ValidationPage() {
  const { isAdmin } = useSession();
  const { list, validateUser, validatingUserId } = usePendingUsers(isAdmin);
  const [refusing, setRefusing] = useState<PendingUser | null>(null);

  if (!isAdmin) return <Alert color="red">Accès réservé à l'admin</Alert>;

  return (
    <>
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
            onRefuse={() => setRefusing(user)}
          />
        ))}
      </AdminSearchList>
      {refusing && <RefusalModal user={refusing} onClose={() => setRefusing(null)} />}
    </>
  );
}
