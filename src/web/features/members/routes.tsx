import { type FeatureRoutes, lazyComponent } from '../../lib/routes.tsx';

export const membersRoutes: FeatureRoutes = {
  member: [
    { path: 'profile', lazy: lazyComponent(() => import('./ProfilePage.tsx'), 'ProfilePage') },
    { path: 'adhesion', lazy: lazyComponent(() => import('./AdhesionPage.tsx'), 'AdhesionPage') },
  ],
  admin: [{ path: 'users', lazy: lazyComponent(() => import('./UsersAdminPage.tsx'), 'UsersAdminPage') }],
};
