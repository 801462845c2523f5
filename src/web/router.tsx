import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { assembliesRoutes } from './features/assemblies/routes.tsx';
import { comparatorRoutes } from './features/comparator/routes.tsx';
import { documentsRoutes } from './features/documents/routes.tsx';
import { dossiersRoutes } from './features/dossiers/routes.tsx';
import { eventsRoutes } from './features/events/routes.tsx';
import { materialsRoutes } from './features/materials/routes.tsx';
import { membersRoutes } from './features/members/routes.tsx';
import { questionsRoutes } from './features/questions/routes.tsx';
import { structuresRoutes } from './features/structures/routes.tsx';
import { FullPageLoader } from './layout/FullPageLoader.tsx';
import { PublicOnly } from './layout/PublicOnly.tsx';
import { RequireAdmin } from './layout/RequireAdmin.tsx';
import { RequireAuth } from './layout/RequireAuth.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteErrorPage } from './layout/RouteErrorPage.tsx';
import { type FeatureRoutes, lazyComponent } from './lib/routes.tsx';

/** Every feature declares its own pages (features/<feature>/routes.tsx); the router only gathers them. */
const features: FeatureRoutes[] = [
  membersRoutes,
  documentsRoutes,
  eventsRoutes,
  structuresRoutes,
  dossiersRoutes,
  questionsRoutes,
  comparatorRoutes,
  assembliesRoutes,
  materialsRoutes,
];

const memberRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyComponent(() => import('./features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
  },
  ...features.flatMap((feature) => feature.member ?? []),
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
  ...features.flatMap((feature) => feature.admin ?? []),
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
