import { type FeatureRoutes, lazyComponent } from '../../lib/routes.tsx';

export const comparatorRoutes: FeatureRoutes = {
  member: [
    {
      path: 'comparateur-formats',
      lazy: lazyComponent(() => import('./ComparatorPage.tsx'), 'ComparatorPage'),
    },
  ],
};
