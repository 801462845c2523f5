import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const privacyRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'effacements',
      ...lazyRoute(() => import('./ErasureRequestsPage.tsx'), 'ErasureRequestsPage', {
        title: 'Demandes de suppression de compte',
      }),
    },
  ],
};
