import { Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DOSSIER_STEPS, type DossierDirection, stepAfter } from '../../../domain/dossiers.ts';
import type { Dossier } from '../../../domain/dossiers-schemas.ts';
import { DeleteButton } from '../../lib/ActionButtons.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { DossierHistory } from './DossierHistory.tsx';

type DossierCardProps = {
  dossier: Dossier;
  /** The owner and admins may move the steps; others only read. */
  canMove: boolean;
  isMoving: boolean;
  onMove: (direction: DossierDirection) => void;
  /** Set for admins only. */
  onDelete?: () => void;
};

export function DossierCard({ dossier, canMove, isMoving, onMove, onDelete }: DossierCardProps) {
  const isNarrow = useMediaQuery('(max-width: 48em)');
  const owner = dossier.owner ? `${dossier.owner.prenom} ${dossier.owner.nom}` : 'Ancien membre';
  return (
    <Card component="article" aria-label={`Dossier ${dossier.nom}`} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h4">
              {dossier.nom}
            </Title>
            <Text size="xs" c="dimmed">
              Créé par {owner} le {formatDateTime(dossier.date_creation)} · modifié le{' '}
              {formatDateTime(dossier.date_modification)}
            </Text>
          </div>
          <Text size="sm" fw={600} c="teal.8">
            Étape : {dossier.statut}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {dossier.description}
        </Text>
        <Stepper
          active={DOSSIER_STEPS.indexOf(dossier.statut)}
          size="xs"
          orientation={isNarrow ? 'vertical' : 'horizontal'}
          aria-label="Étapes du dossier"
        >
          {DOSSIER_STEPS.map((step) => (
            <Stepper.Step key={step} label={step} />
          ))}
        </Stepper>
        <DossierHistory dossierId={dossier.id} count={dossier.etapes_count} />
        {(canMove || onDelete) && (
          <Group justify="space-between" wrap="wrap">
            {canMove ? (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<ChevronLeft size={14} />}
                  disabled={isMoving || stepAfter(dossier.statut, 'previous') === null}
                  onClick={() => onMove('previous')}
                >
                  Étape précédente
                </Button>
                <Button
                  size="xs"
                  rightSection={<ChevronRight size={14} />}
                  disabled={isMoving || stepAfter(dossier.statut, 'next') === null}
                  onClick={() => onMove('next')}
                >
                  Étape suivante
                </Button>
              </Group>
            ) : (
              <span />
            )}
            {onDelete && <DeleteButton onClick={onDelete} />}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
