import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const assembliesRoutes: FeatureRoutes = {
  member: [
    {
      path: 'assemblee-generale',
      ...lazyRoute(() => import('./AssemblyPage.tsx'), 'AssemblyPage', { title: 'Assemblée générale' }),
    },
  ],
  admin: [
    {
      path: 'assemblee-generale',
      ...lazyRoute(() => import('./AssembliesAdminPage.tsx'), 'AssembliesAdminPage', {
        title: 'Assemblées générales',
      }),
    },
  ],
};
