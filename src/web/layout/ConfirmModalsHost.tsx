import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { confirmModalsHost } from '../lib/confirmModalsHost.ts';

/** Draws the confirmation modals; fetched on the first one (see `openConfirmModal`). */
export function ConfirmModalsHost() {
  // After the provider's own effects, which start its listening for modals.
  useEffect(() => confirmModalsHost.mounted(), []);
  return <ModalsProvider labels={{ confirm: 'Confirmer', cancel: 'Annuler' }} />;
}
