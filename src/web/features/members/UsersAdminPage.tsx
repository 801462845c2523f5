import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { RefreshCw, Search, TriangleExclamationPoint, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { Adhesion, AdminUser } from '../../../domain/members-schemas.ts';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { useAssociation } from '../../lib/useAssociation.ts';
import type { PagedList } from '../../lib/usePagedList.ts';
import { AddAdhesionModal, EditAdhesionModal } from './AdhesionFormModals.tsx';
import { UserFormModal } from './UserFormModal.tsx';
import { UsersTable } from './UsersTable.tsx';
import { useDeleteAdhesion } from './useAdhesionMutations.ts';
import { useAdminUsers } from './useAdminUsers.ts';
import { useDeleteUser } from './useUserMutations.ts';

type OpenModal =
  | { kind: 'addUser' }
  | { kind: 'editUser'; user: AdminUser }
  | { kind: 'addAdhesion'; user: AdminUser }
  | { kind: 'editAdhesion'; adhesion: Adhesion }
  | null;

export function UsersAdminPage() {
  const list = useAdminUsers();
  const fees = useAssociation()?.fees;
  const deleteUser = useDeleteUser();
  const deleteAdhesion = useDeleteAdhesion();
  const [modal, setModal] = useState<OpenModal>(null);
  const close = () => setModal(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>Utilisateurs</Title>
        <Button leftSection={<UserPlus size={18} />} onClick={() => setModal({ kind: 'addUser' })}>
          Ajouter un utilisateur
        </Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          flex={1}
          label="Rechercher"
          placeholder="Email, nom ou prénom"
          leftSection={<Search size={16} />}
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
        />
        <Button
          variant="default"
          leftSection={<RefreshCw size={16} />}
          onClick={list.refresh}
          loading={list.isFetching}
        >
          Actualiser
        </Button>
      </Group>
      {list.loadError && (
        <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
          {list.loadError}
        </Alert>
      )}
      {list.isLoading && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {!list.isLoading && list.items.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          Aucun utilisateur
        </Text>
      )}
      {list.items.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {usersCount(list)}
          </Text>
          <UsersTable
            users={list.items}
            fees={fees}
            actions={{
              onEditUser: (user) => setModal({ kind: 'editUser', user }),
              onDeleteUser: deleteUser,
              onAddAdhesion: (user) => setModal({ kind: 'addAdhesion', user }),
              onEditAdhesion: (adhesion) => setModal({ kind: 'editAdhesion', adhesion }),
              onDeleteAdhesion: deleteAdhesion,
            }}
          />
          <ListPagination list={list} />
        </>
      )}
      {modal?.kind === 'addUser' && <UserFormModal onClose={close} />}
      {modal?.kind === 'editUser' && <UserFormModal user={modal.user} onClose={close} />}
      {modal?.kind === 'addAdhesion' && fees && (
        <AddAdhesionModal user={modal.user} fees={fees} onClose={close} />
      )}
      {modal?.kind === 'editAdhesion' && <EditAdhesionModal adhesion={modal.adhesion} onClose={close} />}
    </Stack>
  );
}

/**
 * Past the count the server makes exactly, the whole register is "about" so many, and a search
 * "more than" so many (see README, Décisions).
 */
function usersCount({ total, totalIsEstimate, search }: PagedList<AdminUser>): string {
  const counted = `${total.toLocaleString('fr-FR')} utilisateur${total > 1 ? 's' : ''}`;
  if (!totalIsEstimate) return counted;
  return search.trim() ? `Plus de ${counted}` : `Environ ${counted}`;
}
