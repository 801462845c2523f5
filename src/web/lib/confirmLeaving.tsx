import { Text } from '@mantine/core';
import { openConfirmModal } from './confirmModalsHost.ts';

const UNSAVED_CHANGES = {
  title: 'Modifications non enregistrées',
  message:
    'Vous avez modifié ce texte sans l’enregistrer. Si vous quittez, vos modifications seront perdues.',
  leave: 'Quitter sans enregistrer',
  stay: 'Continuer la modification',
} as const;

/** Asks before unsaved changes are dropped; `onLeave` runs only if the person confirms. */
export function confirmLeaving(onLeave: () => void): void {
  openConfirmModal({
    title: UNSAVED_CHANGES.title,
    children: <Text size="sm">{UNSAVED_CHANGES.message}</Text>,
    labels: { confirm: UNSAVED_CHANGES.leave, cancel: UNSAVED_CHANGES.stay },
    confirmProps: { color: 'red' },
    onConfirm: onLeave,
  });
}
