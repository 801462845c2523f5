import { type FeatureRoutes, lazyComponent } from '../../lib/routes.tsx';

export const assembliesRoutes: FeatureRoutes = {
  member: [
    {
      path: 'assemblee-generale',
      lazy: lazyComponent(() => import('./AssemblyPage.tsx'), 'AssemblyPage'),
    },
  ],
  admin: [
    {
      path: 'assemblee-generale',
      lazy: lazyComponent(() => import('./AssembliesAdminPage.tsx'), 'AssembliesAdminPage'),
    },
  ],
};
