import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { DoorClosed, DoorOpen } from 'lucide-react';
import type { AssemblySummary } from '../../../../domain/assemblies-schemas.ts';
import { canCloseAssembly, canOpenAssembly, canSignIn } from '../../../../domain/assembly-day.ts';
import { openConfirmModal } from '../../../lib/confirmModalsHost.ts';
import { FiguresCard } from './FiguresCard.tsx';
import { SignInSheet } from './SignInSheet.tsx';
import { useAssemblyDay } from './useAssemblyDay.ts';

/**
 * « Jour de l'assemblée » on the admin AG page: open it, fill the sign-in sheet while it is held
 * with the figures and the quorum live, then close it for good.
 */
export function AssemblyDayPanel({ assembly }: { assembly: AssemblySummary }) {
  const isHeld = canSignIn(assembly);
  const day = useAssemblyDay(assembly.id, { isHeld });

  const confirmOpen = () =>
    openConfirmModal({
      title: "Ouvrir l'assemblée",
      children: (
        <Text size="sm">
          L'assemblée passe « En cours » : la présence et les procurations des membres sont arrêtées, la
          feuille d'émargement et les votes s'ouvrent. Elle ne pourra plus revenir « À venir ».
        </Text>
      ),
      labels: { confirm: 'Ouvrir', cancel: 'Annuler' },
      onConfirm: day.open,
    });
  const confirmClose = () =>
    openConfirmModal({
      title: "Clore l'assemblée",
      children: (
        <Text size="sm">
          Les votes encore ouverts sont clos et les chiffres du jour sont gardés pour le procès-verbal. Une
          assemblée close est définitive : elle ne pourra plus être rouverte ni modifiée.
        </Text>
      ),
      labels: { confirm: 'Clore', cancel: 'Annuler' },
      confirmProps: { color: 'red' },
      onConfirm: day.close,
    });

  return (
    <Stack gap="md" component="section" aria-label="Jour de l'assemblée">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          Jour de l'assemblée
        </Title>
        {canOpenAssembly(assembly) && (
          <Button leftSection={<DoorOpen size={16} />} onClick={confirmOpen} loading={day.isChangingDay}>
            Ouvrir l'assemblée
          </Button>
        )}
        {canCloseAssembly(assembly) && (
          <Button
            color="red"
            leftSection={<DoorClosed size={16} />}
            onClick={confirmClose}
            loading={day.isChangingDay}
          >
            Clore l'assemblée
          </Button>
        )}
      </Group>
      {assembly.status === 'terminee' && (
        <Text size="sm" c="dimmed">
          Assemblée close : ses votes et son procès-verbal sont définitifs. Chiffres arrêtés à la clôture.
        </Text>
      )}
      {assembly.status === 'a_venir' && (
        <Text size="sm" c="dimmed">
          Prévision d'après les réponses des membres ; le jour venu, seule la feuille d'émargement compte.
        </Text>
      )}
      <FiguresCard figures={day.figures} />
      {assembly.status !== 'a_venir' && (
        <>
          <Title order={4} size="h5">
            Feuille d'émargement
          </Title>
          <SignInSheet day={day} startsAt={assembly.date} canSign={isHeld} />
        </>
      )}
    </Stack>
  );
}
