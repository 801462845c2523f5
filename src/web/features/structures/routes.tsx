import { type FeatureRoutes, lazyComponent } from '../../lib/routes.tsx';

export const structuresRoutes: FeatureRoutes = {
  member: [
    { path: 'structures', lazy: lazyComponent(() => import('./StructuresPage.tsx'), 'StructuresPage') },
  ],
};
