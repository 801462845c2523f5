import { type FeatureRoutes, lazyRoute } from '../../../lib/routes.tsx';

export const donorsRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'dons/donateurs',
      ...lazyRoute(() => import('./DonorsPage.tsx'), 'DonorsPage', { title: 'Donateurs non adhérents' }),
    },
  ],
};
