import { notificationsStore } from '@mantine/notifications';
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../lib/lazyNamed.ts';

const AppNotifications = lazyNamed(() => import('./AppNotifications.tsx'), 'AppNotifications');

const hasNotifications = () => notificationsStore.getState().notifications.length > 0;

/**
 * Mounted once at the root; the code that draws notifications is only fetched with the first one.
 * A notification shown meanwhile waits in Mantine's store and appears once that code is in.
 */
export function NotificationsHost() {
  const [hasNotified, setHasNotified] = useState(hasNotifications);

  useEffect(() => {
    if (hasNotified) return;
    const unsubscribe = notificationsStore.subscribe(() => {
      if (hasNotifications()) setHasNotified(true);
    });
    if (hasNotifications()) setHasNotified(true);
    return unsubscribe;
  }, [hasNotified]);

  if (!hasNotified) return null;
  return (
    <Suspense fallback={null}>
      <AppNotifications />
    </Suspense>
  );
}
