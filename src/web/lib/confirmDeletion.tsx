import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { openConfirmModal } from './confirmModalsHost.ts';

/** Every deletion asks first, in the same words and the same red. */
export function confirmDeletion(options: {
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}): void {
  openConfirmModal({
    title: options.title,
    children: <Text size="sm">{options.message}</Text>,
    labels: { confirm: options.confirmLabel ?? 'Supprimer', cancel: options.cancelLabel ?? 'Annuler' },
    confirmProps: { color: 'red' },
    onConfirm: options.onConfirm,
  });
}
