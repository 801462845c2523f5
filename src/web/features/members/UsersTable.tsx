import { Group, Stack, Text } from '@mantine/core';
import { CalendarPlus, FileDown, MailPlus, Pencil, Trash2 } from 'lucide-react';
import type { SessionUser } from '../../../domain/auth.ts';
import { canDeleteUser } from '../../../domain/member-permissions.ts';
import { adhesionTypeLabel, ROLE_LABELS } from '../../../domain/members.ts';
import type { Adhesion, AdminUser } from '../../../domain/members-schemas.ts';
import { formatDate, formatDateTime, formatEuros } from '../../lib/format.ts';
import { IconAction } from '../../lib/IconAction.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import { useAttestationDownload } from '../../lib/useAttestationDownload.ts';
import { useSession } from '../../lib/useSession.ts';
import { AdhesionStatusBadge } from './AdhesionStatusBadge.tsx';

export type UsersTableActions = {
  onEditUser: (user: AdminUser) => void;
  onDeleteUser: (user: AdminUser) => void;
  onAddAdhesion: (user: AdminUser) => void;
  onEditAdhesion: (adhesion: Adhesion) => void;
  onDeleteAdhesion: (adhesion: Adhesion) => void;
  onResendInvitation: (user: AdminUser) => void;
};

const fullName = (user: AdminUser) => `${user.prenom} ${user.nom}`;

/** What a row's buttons do: the page's actions, and the table's one certificate download. */
type RowActions = UsersTableActions & { onDownloadAttestation: (adhesionId: string) => void };

/**
 * The membership the member actually holds (type, amount paid, end), not the fee of the status
 * written on their profile: someone who never paid reads "Aucune adhésion".
 */
function MembershipCell({ user, actions }: { user: AdminUser; actions: RowActions }) {
  const { adhesion } = user;
  if (!adhesion) {
    return (
      <Text size="sm" c="dimmed">
        Aucune adhésion
      </Text>
    );
  }
  const name = fullName(user);
  return (
    <Stack gap={4}>
      <Group gap={6}>
        <AdhesionStatusBadge statut={adhesion.statut} />
        <Text size="sm">{adhesionTypeLabel(adhesion.type)}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {formatEuros(adhesion.montant)} · Jusqu'au {formatDate(adhesion.date_fin)}
      </Text>
      <Group gap={4}>
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
        {adhesion.has_attestation && (
          <IconAction
            label={`Télécharger l'attestation d'adhésion de ${name}`}
            onClick={() => actions.onDownloadAttestation(adhesion.id)}
          >
            <FileDown size={16} />
          </IconAction>
        )}
      </Group>
    </Stack>
  );
}

type RowProps = { user: AdminUser; actions: RowActions; viewer: SessionUser | null };

/** No delete button on the administrator's own row: the server would refuse it. */
function UserActions({ user, actions, viewer }: RowProps) {
  const name = fullName(user);
  return (
    <Group gap={4} wrap="nowrap">
      <IconAction label={`Modifier ${name}`} onClick={() => actions.onEditUser(user)}>
        <Pencil size={16} />
      </IconAction>
      {viewer && canDeleteUser(viewer, user) && (
        <IconAction label={`Supprimer ${name}`} color="red" onClick={() => actions.onDeleteUser(user)}>
          <Trash2 size={16} />
        </IconAction>
      )}
      <IconAction label={`Ajouter une adhésion à ${name}`} onClick={() => actions.onAddAdhesion(user)}>
        <CalendarPlus size={16} />
      </IconAction>
      {/* Never signed in: an imported member who may have lost their invitation. */}
      {user.is_active && !user.last_sign_in_at && (
        <IconAction
          label={`Renvoyer l'invitation à ${name}`}
          onClick={() => actions.onResendInvitation(user)}
        >
          <MailPlus size={16} />
        </IconAction>
      )}
    </Group>
  );
}

const columns = (actions: RowActions, viewer: SessionUser | null): ResponsiveColumn<AdminUser>[] => [
  {
    header: 'Utilisateur',
    phone: 'title',
    cell: (user) => (
      <>
        <Text fw={600}>{fullName(user)}</Text>
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
      </>
    ),
  },
  {
    header: 'Rôle',
    cell: (user) => (
      <Text size="sm" fw={500} c={user.role === 'admin' ? 'grape.8' : undefined}>
        {ROLE_LABELS[user.role]}
      </Text>
    ),
  },
  { header: 'Statut membre', phone: 'more', cell: (user) => <Text size="sm">{user.statut_membre}</Text> },
  { header: 'Fonction', phone: 'more', cell: (user) => <Text size="sm">{user.fonction}</Text> },
  { header: 'Adhésion', cell: (user) => <MembershipCell user={user} actions={actions} /> },
  {
    header: 'Dernière connexion',
    phone: 'more',
    cell: (user) => (
      <Text size="sm">{user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Jamais'}</Text>
    ),
  },
  {
    header: 'Actions',
    phone: 'actions',
    cell: (user) => <UserActions user={user} actions={actions} viewer={viewer} />,
  },
];

export function UsersTable({ users, actions }: { users: AdminUser[]; actions: UsersTableActions }) {
  const { user: viewer } = useSession();
  // One for the table rather than one per row: a page of rows drew 25 mutation observers.
  const { downloadAttestation } = useAttestationDownload('admin');
  return (
    <ResponsiveTable
      rows={users}
      columns={columns({ ...actions, onDownloadAttestation: downloadAttestation }, viewer)}
      rowKey={(user) => user.id}
      rowLabel={fullName}
      minWidth={960}
      tableProps={{ verticalSpacing: 'sm', highlightOnHover: true }}
    />
  );
}
