import { type FeatureRoutes, lazyRoute } from '../../lib/routes.tsx';
import { prefetchAdminUsers } from './adminUsersList.ts';

export const membersRoutes: FeatureRoutes = {
  member: [
    {
      path: 'profile',
      ...lazyRoute(() => import('./ProfilePage.tsx'), 'ProfilePage', { title: 'Mon profil' }),
    },
    {
      path: 'adhesion',
      ...lazyRoute(() => import('./AdhesionPage.tsx'), 'AdhesionPage', { title: 'Mon adhésion' }),
    },
  ],
  admin: [
    {
      path: 'users',
      ...lazyRoute(() => import('./UsersAdminPage.tsx'), 'UsersAdminPage', {
        title: 'Utilisateurs',
        prefetch: prefetchAdminUsers,
      }),
    },
    {
      path: 'users/import',
      ...lazyRoute(() => import('./MemberImportPage.tsx'), 'MemberImportPage', {
        title: 'Importer des membres',
      }),
    },
  ],
};
