import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Plus, Search } from 'lucide-react';
import { Suspense, useState } from 'react';
import { canMoveDossierStep } from '../../../domain/dossier-permissions.ts';
import { dossierReferenceHint, dossierReferencePrefix } from '../../../domain/dossiers.ts';
import type { Dossier } from '../../../domain/dossiers-schemas.ts';
import { todayIso } from '../../../domain/members.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { ListPagination } from '../../lib/ListPagination.tsx';
import { lazyNamed } from '../../lib/lazyNamed.ts';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { QueryState } from '../../lib/QueryState.tsx';
import { useAssociation } from '../../lib/useAssociation.ts';
import { useSession } from '../../lib/useSession.ts';
import { DossierCard } from './DossierCard.tsx';
import { useDossiers } from './useDossiers.ts';

const DossierFormModal = lazyNamed(() => import('./DossierFormModal.tsx'), 'DossierFormModal');

export function DossiersPage() {
  const { user, isAdmin } = useSession();
  const association = useAssociation();
  const { list, moveDossier, movingDossierId, deleteDossier } = useDossiers();
  const [isFormOpen, setFormOpen] = useState(false);

  const confirmDelete = (dossier: Dossier) =>
    confirmDeletion({
      title: 'Supprimer le dossier',
      message: <>Êtes-vous sûr de vouloir supprimer le dossier « {dossier.nom} » ?</>,
      onConfirm: () => deleteDossier(dossier.id),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <PageTitle />
        <Button leftSection={<Plus size={18} />} onClick={() => setFormOpen(true)} disabled={!association}>
          Nouveau dossier
        </Button>
      </Group>
      <TextInput
        label="Rechercher"
        placeholder="Référence ou notes"
        leftSection={<Search size={16} />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
      />
      <QueryState
        query={list}
        isEmpty={list.items.length === 0}
        empty={
          list.search.trim()
            ? 'Aucun dossier ne correspond à votre recherche.'
            : 'Aucun dossier pour le moment.'
        }
      />
      {list.items.map((dossier) => (
        <DossierCard
          key={dossier.id}
          dossier={dossier}
          canMove={user !== null && canMoveDossierStep(user, dossier)}
          isMoving={movingDossierId === dossier.id}
          onMove={(direction) => moveDossier({ id: dossier.id, direction })}
          onDelete={isAdmin ? () => confirmDelete(dossier) : undefined}
        />
      ))}
      <ListPagination list={list} />
      <Suspense fallback={null}>
        {isFormOpen && association && (
          <DossierFormModal
            prefix={dossierReferencePrefix(association.initials)}
            hint={dossierReferenceHint(association.initials, todayIso().slice(0, 4))}
            onClose={() => setFormOpen(false)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
