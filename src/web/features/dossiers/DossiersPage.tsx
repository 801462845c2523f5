import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Plus, TriangleExclamationPoint } from 'lucide-react';
import { useState } from 'react';
import { type Dossier, dossierReferencePrefix } from '../../../domain/dossiers.ts';
import { confirmDeletion } from '../../lib/confirmDeletion.tsx';
import { useAssociation } from '../../lib/useAssociation.ts';
import { useSession } from '../../lib/useSession.ts';
import { DossierCard } from './DossierCard.tsx';
import { DossierFormModal } from './DossierFormModal.tsx';
import { useDossiers } from './useDossiers.ts';

export function DossiersPage() {
  const { user, isAdmin } = useSession();
  const association = useAssociation();
  const {
    dossiers,
    isLoading,
    loadError,
    createDossier,
    isCreating,
    moveDossier,
    movingDossierId,
    deleteDossier,
  } = useDossiers();
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
        <Title order={2}>Dossiers</Title>
        <Button leftSection={<Plus size={18} />} onClick={() => setFormOpen(true)} disabled={!association}>
          Nouveau dossier
        </Button>
      </Group>
      {isLoading && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {loadError && (
        <Alert color="red" icon={<TriangleExclamationPoint size={18} />}>
          {loadError}
        </Alert>
      )}
      {!isLoading && !loadError && dossiers.length === 0 && (
        <Text c="dimmed">Aucun dossier pour le moment.</Text>
      )}
      {dossiers.map((dossier) => (
        <DossierCard
          key={dossier.id}
          dossier={dossier}
          canMove={isAdmin || dossier.user_id === user?.id}
          isMoving={movingDossierId === dossier.id}
          onMove={(direction) => moveDossier({ id: dossier.id, direction })}
          onDelete={isAdmin ? () => confirmDelete(dossier) : undefined}
        />
      ))}
      {isFormOpen && association && (
        <DossierFormModal
          prefix={dossierReferencePrefix(association.initials)}
          isSaving={isCreating}
          onClose={() => setFormOpen(false)}
          onSubmit={(values, onRefused) => createDossier(values, () => setFormOpen(false), onRefused)}
        />
      )}
    </Stack>
  );
}
