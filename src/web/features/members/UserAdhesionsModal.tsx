import { Modal } from '@mantine/core';
import { Pencil, Trash2 } from 'lucide-react';
import { deOrElision } from '../../../domain/french.ts';
import { bornInLabel } from '../../../domain/households.ts';
import { formatLastDayCovered, householdOfLabel } from '../../../domain/members.ts';
import type { AdminAdhesion, AdminAdhesionDetail, AdminUser } from '../../../domain/members-schemas.ts';
import { formatDate, formatEuros } from '../../lib/format.ts';
import { IconAction } from '../../lib/IconAction.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import text from '../../lib/text.module.css';
import { AdhesionStatusBadge } from './AdhesionStatusBadge.tsx';
import classes from './UsersTable.module.css';
import { useUserAdhesions } from './useUserAdhesions.ts';

type UserAdhesionsModalProps = {
  user: AdminUser;
  onEdit: (adhesion: AdminAdhesion) => void;
  onDelete: (adhesion: AdminAdhesion) => void;
  onClose: () => void;
};

const periodLabel = (adhesion: AdminAdhesion) =>
  `${adhesion.offer_name} du ${formatDate(adhesion.date_debut)} au ${formatLastDayCovered(adhesion.date_fin)}`;

/** The people without an account a payer's membership covers: « Sans compte : Léa Martin (né(e) en 2016) ». */
const dependantsLabel = (adhesion: AdminAdhesionDetail) =>
  `Sans compte : ${adhesion.dependants
    .map((person) => `${person.prenom} ${person.nom} (${bornInLabel(person.annee_naissance)})`)
    .join(', ')}`;

/**
 * Every membership of a member, where the register's row shows one: a member who paid twice
 * holds this year and the next, and the treasurer sees both, to correct or delete either.
 */
export function UserAdhesionsModal({ user, onEdit, onDelete, onClose }: UserAdhesionsModalProps) {
  const list = useUserAdhesions(user.id);
  const columns: ResponsiveColumn<AdminAdhesionDetail>[] = [
    {
      header: 'Offre',
      phone: 'title',
      cell: (adhesion) => (
        <>
          <p className={text.sm}>{adhesion.offer_name}</p>
          {adhesion.household_payer && (
            <p className={`${text.xs} ${text.dimmed}`}>{householdOfLabel(adhesion.household_payer)}</p>
          )}
          {adhesion.dependants.length > 0 && (
            <p className={`${text.xs} ${text.dimmed}`}>{dependantsLabel(adhesion)}</p>
          )}
        </>
      ),
    },
    { header: 'Montant', cell: (adhesion) => formatEuros(adhesion.montant) },
    { header: 'Début', cell: (adhesion) => formatDate(adhesion.date_debut) },
    { header: 'Fin', cell: (adhesion) => formatLastDayCovered(adhesion.date_fin) },
    { header: 'Statut', cell: (adhesion) => <AdhesionStatusBadge statut={adhesion.statut} /> },
    {
      header: 'Actions',
      phone: 'actions',
      cell: (adhesion) => (
        <div className={classes.actions}>
          <IconAction label={`Modifier l'adhésion ${periodLabel(adhesion)}`} onClick={() => onEdit(adhesion)}>
            <Pencil size={16} />
          </IconAction>
          <IconAction
            label={`Supprimer l'adhésion ${periodLabel(adhesion)}`}
            color="red"
            onClick={() => onDelete(adhesion)}
          >
            <Trash2 size={16} />
          </IconAction>
        </div>
      ),
    },
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Adhésions ${deOrElision(`${user.prenom} ${user.nom}`)}`}
      size="xl"
    >
      <QueryState
        query={list}
        isEmpty={list.adhesions.length === 0}
        empty="Aucune adhésion enregistrée."
        compact
      >
        <ResponsiveTable
          rows={list.adhesions}
          columns={columns}
          rowKey={(adhesion) => adhesion.id}
          rowLabel={periodLabel}
          minWidth={640}
          tableProps={{ striped: true }}
        />
      </QueryState>
    </Modal>
  );
}
