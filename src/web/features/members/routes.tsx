import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';
import { prefetchAdminUsers } from './adminUsersList.ts';

export const membersRoutes: FeatureRoutes = {
  member: [
    { path: 'profile', ...lazyRoute(() => import('./ProfilePage.tsx'), 'ProfilePage') },
    { path: 'adhesion', ...lazyRoute(() => import('./AdhesionPage.tsx'), 'AdhesionPage') },
  ],
  admin: [
    {
      path: 'users',
      ...lazyRoute(() => import('./UsersAdminPage.tsx'), 'UsersAdminPage', prefetchAdminUsers),
    },
    { path: 'users/import', ...lazyRoute(() => import('./MemberImportPage.tsx'), 'MemberImportPage') },
  ],
};
