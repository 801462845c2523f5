import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const eventsRoutes: FeatureRoutes = {
  member: [{ path: 'evenements', ...lazyRoute(() => import('./EventsPage.tsx'), 'EventsPage') }],
};
