import { type FeatureRoutes, lazyComponent } from '../../lib/routes.tsx';

export const documentsRoutes: FeatureRoutes = {
  member: [{ path: 'documents', lazy: lazyComponent(() => import('./DocumentsPage.tsx'), 'DocumentsPage') }],
  admin: [
    {
      path: 'documents',
      lazy: lazyComponent(() => import('./AdminDocumentsPage.tsx'), 'AdminDocumentsPage'),
    },
  ],
};
