import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const structuresRoutes: FeatureRoutes = {
  member: [
    {
      path: 'structures',
      ...lazyRoute(() => import('./StructuresPage.tsx'), 'StructuresPage', {
        title: 'Structures partenaires',
      }),
    },
  ],
};
