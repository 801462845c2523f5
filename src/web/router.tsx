import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from './layout/FullPageLoader.tsx';
import { PublicOnly } from './layout/PublicOnly.tsx';
import { RequireAdmin } from './layout/RequireAdmin.tsx';
import { RequireAuth } from './layout/RequireAuth.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteErrorPage } from './layout/RouteErrorPage.tsx';

/** Each page (and each area's layout) is its own chunk, fetched when its route is first matched. */
function lazyComponent<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/** Pages of later issues: only their title for now, through one shared component. */
function titleOnly(path: string, title: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PageTitleOnly } = await import('./layout/PageTitleOnly.tsx');
      return { element: <PageTitleOnly title={title} /> };
    },
  };
}

const memberRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyComponent(() => import('./features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
  },
  titleOnly('profile', 'Mon profil'),
  titleOnly('documents', 'Documents'),
  titleOnly('evenements', 'Événements'),
  titleOnly('structures', 'Structures'),
  titleOnly('dossiers', 'Dossiers'),
  titleOnly('adhesion', 'Mon adhésion'),
  titleOnly('aide-questions', 'Question inspirante'),
  titleOnly('comparateur-formats', 'Comparateur de formats'),
  titleOnly('assemblee-generale', 'Assemblée Générale'),
  titleOnly('material/reservation', 'Réserver du matériel'),
  titleOnly('material/loans', 'Mes emprunts'),
];

const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyComponent(() => import('./features/dashboard/AdminDashboardPage.tsx'), 'AdminDashboardPage'),
  },
  {
    path: 'validation-adhesions',
    lazy: lazyComponent(() => import('./features/validation/ValidationPage.tsx'), 'ValidationPage'),
  },
  {
    path: 'legal-infos',
    lazy: lazyComponent(() => import('./features/legal/LegalInfosAdminPage.tsx'), 'LegalInfosAdminPage'),
  },
  titleOnly('users', 'Utilisateurs'),
  titleOnly('documents', 'Documents'),
  titleOnly('aide-questions', 'Questions inspirantes'),
  titleOnly('assemblee-generale', 'Assemblées générales'),
  titleOnly('material', 'Matériel'),
  titleOnly('material/categories', 'Catégories de matériel'),
  titleOnly('material/loans', 'Emprunts de matériel'),
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: 'login', lazy: lazyComponent(() => import('./features/auth/LoginPage.tsx'), 'LoginPage') },
          {
            path: 'register',
            lazy: lazyComponent(() => import('./features/registration/RegisterPage.tsx'), 'RegisterPage'),
          },
          {
            path: 'verify-otp',
            lazy: lazyComponent(() => import('./features/auth/VerifyOtpPage.tsx'), 'VerifyOtpPage'),
          },
        ],
      },
      {
        path: 'register/success',
        lazy: lazyComponent(
          () => import('./features/registration/RegisterSuccessPage.tsx'),
          'RegisterSuccessPage',
        ),
      },
      {
        path: 'reset-password',
        lazy: lazyComponent(() => import('./features/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/',
            lazy: lazyComponent(() => import('./layout/MemberLayout.tsx'), 'MemberLayout'),
            children: memberRoutes,
          },
          {
            path: 'admin',
            element: <RequireAdmin />,
            children: [
              {
                lazy: lazyComponent(() => import('./layout/AdminLayout.tsx'), 'AdminLayout'),
                children: adminRoutes,
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
