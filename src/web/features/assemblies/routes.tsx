import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const assembliesRoutes: FeatureRoutes = {
  member: [
    {
      path: 'assemblee-generale',
      ...lazyRoute(() => import('./AssemblyPage.tsx'), 'AssemblyPage'),
    },
  ],
  admin: [
    {
      path: 'assemblee-generale',
      ...lazyRoute(() => import('./AssembliesAdminPage.tsx'), 'AssembliesAdminPage'),
    },
  ],
};
