import { Text } from '@mantine/core';
import { ERASURE_DELAY_DAYS } from '../../../domain/privacy.ts';
import { AdminSearchList } from '../../lib/AdminSearchList.tsx';
import { ErasureRequestCard } from './ErasureRequestCard.tsx';
import { useErasureRequests } from './useErasureRequests.ts';

export function ErasureRequestsPage() {
  const { list, confirmErasure, erasingUserId } = useErasureRequests();

  return (
    <AdminSearchList
      list={list}
      intro={
        <Text size="sm" c="dimmed">
          Un membre peut demander la suppression de son compte depuis son profil. Sans confirmation de votre
          part, elle est effectuée automatiquement {ERASURE_DELAY_DAYS} jours après la demande.
        </Text>
      }
      searchPlaceholder="Email, nom ou prénom"
      empty="Aucune demande de suppression en attente."
      emptySearch="Aucune demande ne correspond à la recherche."
    >
      {list.items.map((request) => (
        <ErasureRequestCard
          key={request.id}
          request={request}
          isErasing={erasingUserId === request.id}
          onConfirm={() => confirmErasure(request.id)}
        />
      ))}
    </AdminSearchList>
  );
}
