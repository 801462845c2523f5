import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_LEGAL_MODAL_EVENT } from '../../layout/legalModalEvent.ts';

const LegalModal = lazy(() => import('./LegalModal.tsx').then((module) => ({ default: module.LegalModal })));

/** Mounted once at the root; the modal's code is only fetched the first time someone opens it. */
export function LegalModalHost() {
  const [isOpened, setIsOpened] = useState(false);
  const [hasBeenOpened, setHasBeenOpened] = useState(false);

  useEffect(() => {
    const handleOpen = () => {
      setHasBeenOpened(true);
      setIsOpened(true);
    };
    window.addEventListener(OPEN_LEGAL_MODAL_EVENT, handleOpen);
    return () => window.removeEventListener(OPEN_LEGAL_MODAL_EVENT, handleOpen);
  }, []);

  if (!hasBeenOpened) return null;
  return (
    <Suspense fallback={null}>
      <LegalModal opened={isOpened} onClose={() => setIsOpened(false)} />
    </Suspense>
  );
}
