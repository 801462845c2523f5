import { Button, Group, Select, Text } from '@mantine/core';
import { Download, RefreshCw, Upload, UserPlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  MEMBERSHIP_FILTER_LABELS,
  MEMBERSHIP_FILTERS,
  type MembershipFilter,
} from '../../../domain/members.ts';
import type { AdminAdhesion, AdminUser } from '../../../domain/members-schemas.ts';
import { AdminSearchList } from '../../lib/AdminSearchList.tsx';
import { lazyNamed } from '../../lib/lazyNamed.ts';
import { FIRST_MEMBERSHIP_FILTER } from './adminUsersList.ts';
import { SendInvitationsButton } from './SendInvitationsButton.tsx';
import { UsersTable } from './UsersTable.tsx';
import { useAdminUsers } from './useAdminUsers.ts';
import { useDeleteAdhesion } from './useDeleteAdhesion.ts';
import { useDeleteUser } from './useDeleteUser.ts';
import { useExportUsers } from './useExportUsers.ts';
import { useResendInvitation } from './useResendInvitation.ts';

// Fetched when first opened: the register shows without the forms' code (date picker, pickers).
const UserFormModal = lazyNamed(() => import('./UserFormModal.tsx'), 'UserFormModal');
const AddAdhesionModal = lazyNamed(() => import('./AdhesionFormModals.tsx'), 'AddAdhesionModal');
const EditAdhesionModal = lazyNamed(() => import('./AdhesionFormModals.tsx'), 'EditAdhesionModal');
const UserAdhesionsModal = lazyNamed(() => import('./UserAdhesionsModal.tsx'), 'UserAdhesionsModal');

type OpenModal =
  | { kind: 'addUser' }
  | { kind: 'editUser'; user: AdminUser }
  | { kind: 'addAdhesion'; user: AdminUser }
  | { kind: 'editAdhesion'; adhesion: AdminAdhesion }
  | { kind: 'adhesions'; user: AdminUser }
  | null;

export function UsersAdminPage() {
  const [statut, setStatut] = useState<MembershipFilter>(FIRST_MEMBERSHIP_FILTER);
  const list = useAdminUsers(statut);
  const exportUsers = useExportUsers();
  const resendInvitation = useResendInvitation();
  const deleteUser = useDeleteUser();
  const deleteAdhesion = useDeleteAdhesion();
  const [modal, setModal] = useState<OpenModal>(null);
  const close = () => setModal(null);

  return (
    <>
      <AdminSearchList
        list={list}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<Upload size={18} />}
              component={Link}
              to="/admin/users/import"
            >
              Importer
            </Button>
            <SendInvitationsButton />
            <Button
              variant="default"
              leftSection={<Download size={18} />}
              loading={exportUsers.isExporting}
              onClick={() => exportUsers.download({ statut, search: list.search })}
            >
              Exporter
            </Button>
            <Button leftSection={<UserPlus size={18} />} onClick={() => setModal({ kind: 'addUser' })}>
              Ajouter un utilisateur
            </Button>
          </Group>
        }
        searchPlaceholder="Email, nom ou prénom"
        filters={
          <>
            <Select
              label="Adhésion"
              data={MEMBERSHIP_FILTERS.map((value) => ({ value, label: MEMBERSHIP_FILTER_LABELS[value] }))}
              value={statut}
              onChange={(next) => next && setStatut(next as MembershipFilter)}
              allowDeselect={false}
              w={220}
            />
            <Button
              variant="default"
              leftSection={<RefreshCw size={16} />}
              onClick={list.refresh}
              loading={list.isFetching}
            >
              Actualiser
            </Button>
          </>
        }
        empty={
          <Text c="dimmed" ta="center" py="xl">
            Aucun utilisateur
          </Text>
        }
        totalNoun="utilisateur"
      >
        <UsersTable
          users={list.items}
          actions={{
            onEditUser: (user) => setModal({ kind: 'editUser', user }),
            onDeleteUser: deleteUser,
            onAddAdhesion: (user) => setModal({ kind: 'addAdhesion', user }),
            onEditAdhesion: (adhesion) => setModal({ kind: 'editAdhesion', adhesion }),
            onDeleteAdhesion: deleteAdhesion,
            onShowAdhesions: (user) => setModal({ kind: 'adhesions', user }),
            onResendInvitation: resendInvitation,
          }}
        />
      </AdminSearchList>
      <Suspense fallback={null}>
        {modal?.kind === 'addUser' && <UserFormModal onClose={close} />}
        {modal?.kind === 'editUser' && <UserFormModal user={modal.user} onClose={close} />}
        {modal?.kind === 'addAdhesion' && <AddAdhesionModal user={modal.user} onClose={close} />}
        {modal?.kind === 'editAdhesion' && <EditAdhesionModal adhesion={modal.adhesion} onClose={close} />}
        {modal?.kind === 'adhesions' && (
          <UserAdhesionsModal
            user={modal.user}
            onEdit={(adhesion) => setModal({ kind: 'editAdhesion', adhesion })}
            onDelete={deleteAdhesion}
            onClose={close}
          />
        )}
      </Suspense>
    </>
  );
}
