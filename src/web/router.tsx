import { Suspense, useMemo, useRef } from 'react';
import { BrowserRouter, matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { assembliesRoutes } from './features/assemblies/routes.tsx';
import { auditRoutes } from './features/audit/routes.tsx';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { comparatorRoutes } from './features/comparator/routes.tsx';
import { documentsRoutes } from './features/documents/routes.tsx';
import { dossiersRoutes } from './features/dossiers/routes.tsx';
import { eventsRoutes } from './features/events/routes.tsx';
import { ledgerRoutes } from './features/ledger/routes.tsx';
import { materialsRoutes } from './features/materials/routes.tsx';
import { prefetchMyAdhesions } from './features/members/myAdhesionsQuery.ts';
import { membersRoutes } from './features/members/routes.tsx';
import { privacyRoutes } from './features/privacy/routes.tsx';
import { questionsRoutes } from './features/questions/routes.tsx';
import { settingsRoutes } from './features/settings/routes.tsx';
import { structuresRoutes } from './features/structures/routes.tsx';
import { FullPageLoader } from './layout/FullPageLoader.tsx';
import { PublicOnly } from './layout/PublicOnly.tsx';
import { RequireAdmin } from './layout/RequireAdmin.tsx';
import { RequireAuth } from './layout/RequireAuth.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary.tsx';
import { PageTitleContext } from './lib/pageTitleContext.ts';
import type { LazyRouteHandle } from './lib/routeHandle.ts';
import { type FeatureRoutes, lazyRoute } from './lib/routes.tsx';
import { useSession } from './lib/useSession.ts';

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
  ledgerRoutes,
  settingsRoutes,
  privacyRoutes,
  auditRoutes,
];

const memberRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyRoute(() => import('./features/dashboard/DashboardPage.tsx'), 'DashboardPage', {
      prefetch: prefetchMyAdhesions,
    }),
  },
  ...features.flatMap((feature) => feature.member ?? []),
];

const adminRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyRoute(() => import('./features/dashboard/AdminDashboardPage.tsx'), 'AdminDashboardPage', {
      title: 'Administration',
    }),
  },
  {
    path: 'validation-adhesions',
    ...lazyRoute(() => import('./features/validation/ValidationPage.tsx'), 'ValidationPage', {
      title: 'Validation des adhésions',
    }),
  },
  {
    path: 'legal-infos',
    ...lazyRoute(() => import('./features/legal/LegalInfosAdminPage.tsx'), 'LegalInfosAdminPage', {
      title: 'Informations légales',
    }),
  },
  ...features.flatMap((feature) => feature.admin ?? []),
];

const adminArea: RouteObject = {
  path: 'admin',
  element: <RequireAdmin />,
  children: [
    {
      ...lazyRoute(() => import('./layout/AdminLayout.tsx'), 'AdminLayout'),
      children: adminRoutes,
    },
  ],
};

const signedInRoutes: RouteObject = {
  element: <RequireAuth />,
  children: [
    {
      ...lazyRoute(() => import('./layout/SignedInArea.tsx'), 'SignedInArea'),
      children: [
        {
          path: '/',
          ...lazyRoute(() => import('./layout/MemberLayout.tsx'), 'MemberLayout'),
          children: memberRoutes,
        },
        adminArea,
      ],
    },
  ],
};

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          // Where every visit without a session starts: part of the first load, not fetched after it.
          { path: 'login', element: <LoginPage /> },
          {
            path: 'register',
            ...lazyRoute(() => import('./features/registration/RegisterPage.tsx'), 'RegisterPage'),
          },
          {
            path: 'verify-otp',
            ...lazyRoute(() => import('./features/auth/VerifyOtpPage.tsx'), 'VerifyOtpPage'),
          },
        ],
      },
      {
        path: 'register/success',
        ...lazyRoute(() => import('./features/registration/RegisterSuccessPage.tsx'), 'RegisterSuccessPage'),
      },
      {
        path: 'reset-password',
        ...lazyRoute(() => import('./features/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
      },
      signedInRoutes,
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * Starts the code of every matched level (area, layout, page) at once, rather than each after
 * its parent has rendered, and with it the page's first data (`lazyRoute`'s `prefetch`); the member
 * area's code waits until the visitor is known to be signed in (the admin area's, to be an
 * administrator), so that a visitor sent elsewhere does not fetch it.
 */
function AppRoutes() {
  const location = useLocation();
  const { isAuthenticated, isAdmin } = useSession();
  const preloaded = useRef('');
  // Matching ranks the whole route table again each time: once per page, not at every render.
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [location]);
  const isAllowed = (route: RouteObject) =>
    route === signedInRoutes ? isAuthenticated : route === adminArea ? isAdmin : true;
  // Once per page and session state: a page's first data is asked for once, not at each render.
  const preloadKey = `${location.pathname}:${isAuthenticated}:${isAdmin}`;
  if (preloaded.current !== preloadKey && matches.every(({ route }) => isAllowed(route))) {
    preloaded.current = preloadKey;
    // Each level in a task of its own: the session's arrival draws this synchronously
    // (useSyncExternalStore), and asking for a dozen files and the page's data in that same task
    // made it the longest of the signed-in page's first load (60 to 90 ms here, four times that
    // on a phone).
    for (const { route } of matches)
      setTimeout(() => (route.handle as LazyRouteHandle | undefined)?.preload());
  }
  const page = useRoutes(routes);
  // The deepest level is the page: its title, for its PageTitle and the area's placeholder.
  const title = (matches.at(-1)?.route.handle as LazyRouteHandle | undefined)?.title;
  return <PageTitleContext value={title}>{page}</PageTitleContext>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Suspense fallback={<FullPageLoader />}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
