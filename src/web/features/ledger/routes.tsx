import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const ledgerRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'paiements',
      ...lazyRoute(() => import('./LedgerPage.tsx'), 'LedgerPage', { title: 'Paiements' }),
    },
  ],
};
