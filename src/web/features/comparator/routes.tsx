import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const comparatorRoutes: FeatureRoutes = {
  module: 'comparator',
  member: [
    {
      path: 'comparateur-formats',
      ...lazyRoute(() => import('./ComparatorPage.tsx'), 'ComparatorPage', {
        title: 'Comparateur de formats',
      }),
    },
  ],
};
