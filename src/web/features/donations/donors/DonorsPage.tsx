import { Badge, Button, Group, Text } from '@mantine/core';
import { Download, Eraser } from 'lucide-react';
import type { NonMemberDonor } from '../../../../domain/donor-privacy.ts';
import { deOrElision } from '../../../../domain/french.ts';
import { AdminSearchList } from '../../../lib/AdminSearchList.tsx';
import { confirmDeletion } from '../../../lib/confirmDeletion.tsx';
import { formatCount, formatEuros } from '../../../lib/format.ts';
import { ResponsiveTable } from '../../../lib/ResponsiveTable.tsx';
import type { ResponsiveColumn } from '../../../lib/responsive-columns.ts';
import { useDonors } from './useDonors.ts';

const fullName = (donor: NonMemberDonor) => `${donor.prenom} ${donor.nom}`;

/** The donors who are not members, kept apart from the register, with their RGPD export and erasure. */
export function DonorsPage() {
  const { list, exportDonor, exportingId, eraseDonor, erasingId } = useDonors();
  const askErasure = (donor: NonMemberDonor) =>
    confirmDeletion({
      title: 'Effacer ce donateur ?',
      message: `L’identité ${deOrElision(fullName(donor))} (nom, email, adresse) sera effacée, y compris sur ses reçus fiscaux. Ses dons et ses reçus restent, au nom de « Donateur effacé », pour la comptabilité. Cette action est définitive.`,
      confirmLabel: 'Effacer',
      onConfirm: () => eraseDonor(donor.id),
    });
  const columns: ResponsiveColumn<NonMemberDonor>[] = [
    {
      header: 'Donateur',
      phone: 'title',
      cell: (donor) => (
        <>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {fullName(donor)}
            </Text>
            {donor.erased_at && (
              <Badge color="gray" variant="light">
                Effacé
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {donor.email ?? '—'}
          </Text>
        </>
      ),
    },
    { header: 'Ville', cell: (donor) => donor.ville ?? '—' },
    { header: 'Dons', cell: (donor) => formatCount(donor.donations) },
    { header: 'Montant', cell: (donor) => formatEuros(donor.amount) },
    {
      header: 'Actions',
      phone: 'actions',
      cell: (donor) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<Download size={14} />}
            aria-label={`Exporter les données ${deOrElision(fullName(donor))}`}
            loading={exportingId === donor.id}
            onClick={() => exportDonor(donor.id)}
          >
            Exporter
          </Button>
          {!donor.erased_at && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<Eraser size={14} />}
              aria-label={`Effacer ${fullName(donor)}`}
              loading={erasingId === donor.id}
              onClick={() => askErasure(donor)}
            >
              Effacer
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <AdminSearchList
      list={list}
      intro={
        <Text size="sm" c="dimmed">
          Les personnes qui ont donné sans être adhérentes ne figurent pas dans la liste des membres. À leur
          demande, exportez ce que l’association détient sur elles ou effacez leur identité : leurs dons et
          reçus fiscaux sont conservés, anonymisés.
        </Text>
      }
      searchPlaceholder="Nom, prénom ou email"
      empty="Aucun donateur non adhérent pour le moment."
      emptySearch="Aucun donateur ne correspond à la recherche."
    >
      <ResponsiveTable
        rows={list.items}
        columns={columns}
        rowKey={(donor) => donor.id}
        rowLabel={fullName}
        label="Donateurs non adhérents"
        minWidth={700}
        tableProps={{ striped: true, verticalSpacing: 'xs' }}
      />
    </AdminSearchList>
  );
}
