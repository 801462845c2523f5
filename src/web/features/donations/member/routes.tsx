import { type FeatureRoutes, lazyRoute } from '../../../lib/routes.tsx';

export const myDonationsRoutes: FeatureRoutes = {
  member: [
    {
      path: 'mes-dons',
      ...lazyRoute(() => import('./MyDonationsPage.tsx'), 'MyDonationsPage', { title: 'Mes dons' }),
    },
  ],
};
