import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Archive, ArchiveRestore, Plus } from 'lucide-react';
import { useState } from 'react';
import { ADHESION_TYPE_LABELS } from '../../../domain/members.ts';
import type { AdminOffer } from '../../../domain/membership-offers-schemas.ts';
import { DeleteButton, EditButton } from '../../lib/ActionButtons.tsx';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { formatCount } from '../../lib/format.ts';
import { QueryState } from '../../lib/QueryState.tsx';
import { ResponsiveTable } from '../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../lib/responsive-columns.ts';
import { OfferFormModal } from './OfferFormModal.tsx';
import { offerChannelsLabel, offerPriceLabel } from './offerLabels.ts';
import { useAdminOffers } from './useAdminOffers.ts';

type Editing = AdminOffer | 'new' | null;

function OfferName({ offer }: { offer: AdminOffer }) {
  return (
    <Group gap={6}>
      <Text fw={500} size="sm">
        {offer.name}
      </Text>
      <Text size="xs" c="dimmed" w="100%">
        Statut : {ADHESION_TYPE_LABELS[offer.type]}
      </Text>
      {offer.household_size !== null && (
        <Badge variant="light" color="grape">
          Foyer de {offer.household_size} personnes au plus
        </Badge>
      )}
      {offer.archived && (
        <Badge variant="light" color="gray">
          Archivée
        </Badge>
      )}
    </Group>
  );
}

/**
 * The « Offres d'adhésion » of the settings page: what members choose when they join or renew,
 * and what an administrator records by hand. An offer that served is archived, never deleted,
 * so that past memberships keep naming it.
 */
export function OffersSection() {
  const offersQuery = useAdminOffers();
  const { offers, nextPosition, setArchived, deleteOffer } = offersQuery;
  const [editing, setEditing] = useState<Editing>(null);
  const current = offers.filter((offer) => !offer.archived);

  const confirmDelete = (offer: AdminOffer) =>
    confirmDeletion({
      title: "Supprimer l'offre",
      message: `Êtes-vous sûr de vouloir supprimer l'offre ${offer.name} ?`,
      onConfirm: () => deleteOffer(offer.id),
    });

  const columns: ResponsiveColumn<AdminOffer>[] = [
    { header: 'Offre', phone: 'title', cell: (offer) => <OfferName offer={offer} /> },
    { header: 'Prix', phone: 'main', cell: offerPriceLabel },
    { header: 'Proposée en ligne', phone: 'main', cell: offerChannelsLabel },
    { header: 'Adhésions', phone: 'more', cell: (offer) => formatCount(offer.memberships) },
    {
      header: 'Actions',
      phone: 'actions',
      cell: (offer) => (
        <Group gap="xs" wrap="nowrap">
          <EditButton onClick={() => setEditing(offer)} />
          <Button
            size="xs"
            variant="light"
            color="gray"
            leftSection={offer.archived ? <ArchiveRestore size={14} /> : <Archive size={14} />}
            onClick={() => setArchived(offer, !offer.archived)}
          >
            {offer.archived ? 'Rétablir' : 'Archiver'}
          </Button>
          {/* One that served stays, archived, so that past memberships keep their offer. */}
          {offer.memberships === 0 && <DeleteButton onClick={() => confirmDelete(offer)} />}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={560}>
          Ce que les membres choisissent en adhérant ou en renouvelant, et ce qu'un administrateur enregistre.
          Un nouveau prix vaut pour les adhésions à venir ; une offre qui a servi à des adhésions ne peut pas
          être supprimée : archivez-la.
        </Text>
        <Button leftSection={<Plus size={16} />} onClick={() => setEditing('new')}>
          Ajouter une offre
        </Button>
      </Group>
      <QueryState query={offersQuery} isEmpty={offers.length === 0} empty="Aucune offre">
        {!current.some((offer) => offer.open_to_registration) && (
          <Alert color="yellow">
            Aucune offre n'est proposée à l'inscription en ligne : personne ne peut adhérer depuis la page
            d'inscription.
          </Alert>
        )}
        {!current.some((offer) => offer.open_to_renewal) && (
          <Alert color="yellow">
            Aucune offre n'est proposée au renouvellement en ligne : les membres ne peuvent pas renouveler
            leur adhésion eux-mêmes.
          </Alert>
        )}
        <ResponsiveTable
          rows={offers}
          columns={columns}
          rowKey={(offer) => offer.id}
          rowLabel={(offer) => offer.name}
          label="Offres d'adhésion"
          minWidth={760}
        />
      </QueryState>
      {editing && (
        <OfferFormModal
          offer={editing === 'new' ? null : editing}
          nextPosition={nextPosition}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
