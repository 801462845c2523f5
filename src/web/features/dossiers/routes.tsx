import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const dossiersRoutes: FeatureRoutes = {
  module: 'dossiers',
  member: [
    {
      path: 'dossiers',
      ...lazyRoute(() => import('./DossiersPage.tsx'), 'DossiersPage', { title: 'Dossiers' }),
    },
  ],
};
