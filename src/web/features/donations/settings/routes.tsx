import { type FeatureRoutes, lazyRoute } from '../../../lib/routes.tsx';

export const donationSettingsRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'dons/parametres',
      ...lazyRoute(() => import('./DonationSettingsPage.tsx'), 'DonationSettingsPage', {
        title: 'Paramètres des dons et reçus fiscaux',
      }),
    },
  ],
};
