import { type FeatureRoutes, lazyComponent } from '../../lib/routes.tsx';

export const eventsRoutes: FeatureRoutes = {
  member: [{ path: 'evenements', lazy: lazyComponent(() => import('./EventsPage.tsx'), 'EventsPage') }],
};
