import { modals } from '@mantine/modals';

type ConfirmModal = Parameters<typeof modals.openConfirmModal>[0];

/**
 * Mantine draws its confirmation modals from a provider that must be on the page first. Its code
 * (the modal, its focus trap and scroll lock) is fetched the first time a confirmation is asked
 * for, not with every signed-in page (`ConfirmModalsHost`, drawn by `SignedInArea`): a page
 * appears sooner on a phone, and the first confirmation waits for one small file.
 */
const listeners = new Set<() => void>();
let isWanted = false;
let markMounted = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export const confirmModalsHost = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWanted: () => isWanted,
  /** Called by the host once the provider listens for modals. */
  mounted: () => markMounted(),
};

export function openConfirmModal(modal: ConfirmModal): void {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  void mounted.then(() => modals.openConfirmModal(modal));
}
