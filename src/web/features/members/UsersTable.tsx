import { ActionIcon, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { type Fees, feeForMemberStatus, ROLE_LABELS } from '../../../domain/members.ts';
import type { Adhesion, AdminUser } from '../../../domain/members-schemas.ts';
import { formatDate, formatDateTime, formatEuros } from '../../lib/format.ts';
import { AdhesionStatusBadge } from './AdhesionStatusBadge.tsx';

export type UsersTableActions = {
  onEditUser: (user: AdminUser) => void;
  onDeleteUser: (user: AdminUser) => void;
  onAddAdhesion: (user: AdminUser) => void;
  onEditAdhesion: (adhesion: Adhesion) => void;
  onDeleteAdhesion: (adhesion: Adhesion) => void;
};

type IconActionProps = { label: string; color?: string; onClick: () => void; children: React.ReactNode };

function IconAction({ label, color, onClick, children }: IconActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function MembershipCell({ user, actions }: { user: AdminUser; actions: UsersTableActions }) {
  const { adhesion } = user;
  if (!adhesion) return <Text c="dimmed">Aucune</Text>;
  const name = `${user.prenom} ${user.nom}`;
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        <AdhesionStatusBadge statut={adhesion.statut} />
        <IconAction label={`Modifier l'adhésion de ${name}`} onClick={() => actions.onEditAdhesion(adhesion)}>
          <Pencil size={16} />
        </IconAction>
        <IconAction
          label={`Supprimer l'adhésion de ${name}`}
          color="red"
          onClick={() => actions.onDeleteAdhesion(adhesion)}
        >
          <Trash2 size={16} />
        </IconAction>
      </Group>
      <Text size="xs" c="dimmed">
        Jusqu'au {formatDate(adhesion.date_fin)}
      </Text>
    </Stack>
  );
}

export function UsersTable({
  users,
  fees,
  actions,
}: {
  users: AdminUser[];
  fees: Fees | undefined;
  actions: UsersTableActions;
}) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Utilisateur</Table.Th>
            <Table.Th>Rôle</Table.Th>
            <Table.Th>Statut membre</Table.Th>
            <Table.Th>Fonction</Table.Th>
            <Table.Th>Adhésion</Table.Th>
            <Table.Th>Dernière connexion</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = `${user.prenom} ${user.nom}`;
            return (
              <Table.Tr key={user.id} aria-label={name}>
                <Table.Td>
                  <Text fw={600}>{name}</Text>
                  <Text size="sm" c="dimmed">
                    {user.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} c={user.role === 'admin' ? 'grape.8' : undefined}>
                    {ROLE_LABELS[user.role]}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.statut_membre}</Text>
                  {fees && (
                    <Text size="xs" c="dimmed">
                      {formatEuros(feeForMemberStatus(fees, user.statut_membre))}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{user.fonction}</Table.Td>
                <Table.Td>
                  <MembershipCell user={user} actions={actions} />
                </Table.Td>
                <Table.Td>{user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Jamais'}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <IconAction label={`Modifier ${name}`} onClick={() => actions.onEditUser(user)}>
                      <Pencil size={16} />
                    </IconAction>
                    <IconAction
                      label={`Supprimer ${name}`}
                      color="red"
                      onClick={() => actions.onDeleteUser(user)}
                    >
                      <Trash2 size={16} />
                    </IconAction>
                    <IconAction
                      label={`Ajouter une adhésion à ${name}`}
                      onClick={() => actions.onAddAdhesion(user)}
                    >
                      <CalendarPlus size={16} />
                    </IconAction>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
