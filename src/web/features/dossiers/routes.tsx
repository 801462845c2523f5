import { type FeatureRoutes, lazyComponent } from '../../lib/routes.tsx';

export const dossiersRoutes: FeatureRoutes = {
  member: [{ path: 'dossiers', lazy: lazyComponent(() => import('./DossiersPage.tsx'), 'DossiersPage') }],
};
