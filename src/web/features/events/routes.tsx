import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';
import { prefetchEvents } from './eventLists.ts';

export const eventsRoutes: FeatureRoutes = {
  member: [
    {
      path: 'evenements',
      ...lazyRoute(() => import('./EventsPage.tsx'), 'EventsPage', {
        title: 'Événements',
        prefetch: prefetchEvents,
      }),
    },
  ],
};
