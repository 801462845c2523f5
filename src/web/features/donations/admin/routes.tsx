import { type FeatureRoutes, lazyRoute } from '../../../lib/routes.tsx';

export const donationsAdminRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'dons',
      ...lazyRoute(() => import('./DonationsPage.tsx'), 'DonationsPage', { title: 'Dons' }),
    },
  ],
};
