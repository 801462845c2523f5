import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';

export const documentsRoutes: FeatureRoutes = {
  member: [
    {
      path: 'documents',
      ...lazyRoute(() => import('./DocumentsPage.tsx'), 'DocumentsPage', { title: 'Documents' }),
    },
  ],
  admin: [
    {
      path: 'documents',
      ...lazyRoute(() => import('./AdminDocumentsPage.tsx'), 'AdminDocumentsPage', {
        title: 'Gestion des documents',
      }),
    },
  ],
};
