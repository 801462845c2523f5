import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const settingsRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'parametres',
      ...lazyRoute(() => import('./SettingsPage.tsx'), 'SettingsPage', {
        title: "Paramètres de l'association",
      }),
    },
  ],
};
