import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const dossiersRoutes: FeatureRoutes = {
  member: [
    {
      path: 'dossiers',
      ...lazyRoute(() => import('./DossiersPage.tsx'), 'DossiersPage', { title: 'Dossiers' }),
    },
  ],
};
