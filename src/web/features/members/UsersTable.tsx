import { CalendarPlus, FileArchive, FileDown, History, MailPlus, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../../domain/auth.ts';
import { deOrElision } from '../../../domain/french.ts';
import { canDeleteUser } from '../../../domain/member-permissions.ts';
import { formatLastDayCovered, householdOfLabel, ROLE_LABELS } from '../../../domain/members.ts';
import type { Adhesion, AdminAdhesion, AdminUser } from '../../../domain/members-schemas.ts';
import { formatDateTime, formatEuros } from '../../lib/format.ts';
import { IconAction } from '../../lib/IconAction.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import text from '../../lib/text.module.css';
import { useAttestationDownload } from '../../lib/useAttestationDownload.ts';
import { useRepeatedIcons } from '../../lib/useRepeatedIcons.tsx';
import { useSession } from '../../lib/useSession.ts';
import { useMemberDataExport } from '../privacy/useDataExport.ts';
import { AdhesionStatusBadge } from './AdhesionStatusBadge.tsx';
import classes from './UsersTable.module.css';

export type UsersTableActions = {
  onEditUser: (user: AdminUser) => void;
  onDeleteUser: (user: AdminUser) => void;
  onAddAdhesion: (user: AdminUser) => void;
  onEditAdhesion: (adhesion: AdminAdhesion) => void;
  onDeleteAdhesion: (adhesion: Adhesion) => void;
  onShowAdhesions: (user: AdminUser) => void;
  onResendInvitation: (user: AdminUser) => void;
};

const fullName = (user: AdminUser) => `${user.prenom} ${user.nom}`;

const ROW_ICONS = {
  pencil: Pencil,
  trash: Trash2,
  fileDown: FileDown,
  calendarPlus: CalendarPlus,
  mailPlus: MailPlus,
  history: History,
  fileArchive: FileArchive,
};

/**
 * What a row's buttons do (the page's actions, and the table's one certificate download), and
 * their icons, drawn once for the table.
 */
type RowActions = UsersTableActions & {
  onDownloadAttestation: (adhesionId: string) => void;
  onExportData: (userId: string) => void;
  exportingUserId: string | undefined;
  icon: (name: keyof typeof ROW_ICONS) => ReactNode;
};

/**
 * The membership the member actually holds (offer, amount paid, end), not the fee of the status
 * written on their profile: someone who never paid reads "Aucune adhésion".
 */
function MembershipCell({ user, actions }: { user: AdminUser; actions: RowActions }) {
  const { adhesion, adhesion_offer: offer } = user;
  if (!adhesion || !offer) {
    return <p className={`${text.sm} ${text.dimmed}`}>Aucune adhésion</p>;
  }
  const name = fullName(user);
  return (
    <div className={classes.membership}>
      <div className={classes.line}>
        <AdhesionStatusBadge statut={adhesion.statut} />
        <p className={text.sm}>{offer.offer_name}</p>
      </div>
      {offer.household_payer && (
        <p className={`${text.xs} ${text.dimmed}`}>{householdOfLabel(offer.household_payer)}</p>
      )}
      <p className={`${text.xs} ${text.dimmed}`}>
        {formatEuros(adhesion.montant)} · Jusqu'au {formatLastDayCovered(adhesion.date_fin)}
      </p>
      <div className={classes.actions}>
        <IconAction
          label={`Modifier l'adhésion ${deOrElision(name)}`}
          onClick={() => actions.onEditAdhesion({ ...adhesion, ...offer })}
        >
          {actions.icon('pencil')}
        </IconAction>
        <IconAction
          label={`Supprimer l'adhésion ${deOrElision(name)}`}
          color="red"
          onClick={() => actions.onDeleteAdhesion(adhesion)}
        >
          {actions.icon('trash')}
        </IconAction>
        {adhesion.has_attestation && (
          <IconAction
            label={`Télécharger l'attestation d'adhésion ${deOrElision(name)}`}
            onClick={() => actions.onDownloadAttestation(adhesion.id)}
          >
            {actions.icon('fileDown')}
          </IconAction>
        )}
        {/* The row shows one membership: a member who paid twice holds another, the next year. */}
        <IconAction
          label={`Toutes les adhésions ${deOrElision(name)}`}
          onClick={() => actions.onShowAdhesions(user)}
        >
          {actions.icon('history')}
        </IconAction>
      </div>
    </div>
  );
}

type RowProps = { user: AdminUser; actions: RowActions; viewer: SessionUser | null };

/** No delete button on the administrator's own row: the server would refuse it. */
function UserActions({ user, actions, viewer }: RowProps) {
  const name = fullName(user);
  return (
    <div className={classes.actions} data-nowrap>
      <IconAction label={`Modifier ${name}`} onClick={() => actions.onEditUser(user)}>
        {actions.icon('pencil')}
      </IconAction>
      {viewer && canDeleteUser(viewer, user) && (
        <IconAction label={`Supprimer ${name}`} color="red" onClick={() => actions.onDeleteUser(user)}>
          {actions.icon('trash')}
        </IconAction>
      )}
      <IconAction label={`Ajouter une adhésion à ${name}`} onClick={() => actions.onAddAdhesion(user)}>
        {actions.icon('calendarPlus')}
      </IconAction>
      {/* For a member without a computer: the archive she would download from her profile. */}
      <IconAction
        label={`Exporter les données ${deOrElision(name)}`}
        loading={actions.exportingUserId === user.id}
        onClick={() => actions.onExportData(user.id)}
      >
        {actions.icon('fileArchive')}
      </IconAction>
      {/* Never signed in: an imported member who may have lost their invitation. */}
      {user.is_active && !user.last_sign_in_at && (
        <IconAction
          label={`Renvoyer l'invitation à ${name}`}
          onClick={() => actions.onResendInvitation(user)}
        >
          {actions.icon('mailPlus')}
        </IconAction>
      )}
    </div>
  );
}

const columns = (actions: RowActions, viewer: SessionUser | null): ResponsiveColumn<AdminUser>[] => [
  {
    header: 'Utilisateur',
    phone: 'title',
    cell: (user) => (
      <>
        <p className={classes.name}>{fullName(user)}</p>
        <p className={`${text.sm} ${text.dimmed} ${classes.email}`}>{user.email}</p>
      </>
    ),
  },
  {
    header: 'Rôle',
    cell: (user) => (
      <p className={`${text.sm} ${classes.role} ${user.role === 'admin' ? classes.admin : ''}`}>
        {ROLE_LABELS[user.role]}
      </p>
    ),
  },
  {
    header: 'Statut membre',
    phone: 'more',
    cell: (user) => <p className={text.sm}>{user.statut_membre}</p>,
  },
  { header: 'Fonction', phone: 'more', cell: (user) => <p className={text.sm}>{user.fonction}</p> },
  { header: 'Adhésion', cell: (user) => <MembershipCell user={user} actions={actions} /> },
  {
    header: 'Dernière connexion',
    phone: 'more',
    cell: (user) => (
      <p className={text.sm}>{user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Jamais'}</p>
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
  const { exportMemberData, exportingUserId } = useMemberDataExport();
  const { definitions, icon } = useRepeatedIcons(ROW_ICONS);
  return (
    <>
      {definitions}
      <ResponsiveTable
        rows={users}
        columns={columns(
          {
            ...actions,
            onDownloadAttestation: downloadAttestation,
            onExportData: exportMemberData,
            exportingUserId,
            icon,
          },
          viewer,
        )}
        rowKey={(user) => user.id}
        rowLabel={fullName}
        minWidth={960}
        tableProps={{ verticalSpacing: 'sm', highlightOnHover: true }}
      />
    </>
  );
}
