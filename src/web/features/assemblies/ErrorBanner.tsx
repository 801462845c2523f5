import { Alert } from '@mantine/core';
import { TriangleExclamationPoint } from 'lucide-react';
import type { Banner } from './useBanner.ts';

export function ErrorBanner({ banner }: { banner: Banner }) {
  if (!banner.message) return null;
  return (
    <Alert
      color="red"
      role="alert"
      icon={<TriangleExclamationPoint size={18} />}
      withCloseButton
      closeButtonLabel="Fermer le message"
      onClose={banner.clear}
    >
      {banner.message}
    </Alert>
  );
}
