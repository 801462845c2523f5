import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const structuresRoutes: FeatureRoutes = {
  module: 'structures',
  member: [
    {
      path: 'structures',
      ...lazyRoute(() => import('./StructuresPage.tsx'), 'StructuresPage', {
        title: 'Structures partenaires',
      }),
    },
  ],
};
