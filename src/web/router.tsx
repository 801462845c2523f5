import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo, useRef } from 'react';
import {
  matchRoutes,
  Navigate,
  type RouteMatch,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';
import type { SessionUser } from '../domain/auth.ts';
import type { Role } from '../domain/members.ts';
import { accountingRoutes } from './features/accounting/routes.tsx';
import { assembliesRoutes } from './features/assemblies/routes.tsx';
import { auditRoutes } from './features/audit/routes.tsx';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { comparatorRoutes } from './features/comparator/routes.tsx';
import { documentsRoutes } from './features/documents/routes.tsx';
import { donationsAdminRoutes } from './features/donations/admin/routes.tsx';
import { donorsRoutes } from './features/donations/donors/routes.tsx';
import { myDonationsRoutes } from './features/donations/member/routes.tsx';
import { donationPublicRoutes } from './features/donations/public/routes.tsx';
import { receiptsRoutes } from './features/donations/receipts/routes.tsx';
import { donationSettingsRoutes } from './features/donations/settings/routes.tsx';
import { dossiersRoutes } from './features/dossiers/routes.tsx';
import { eventsRoutes } from './features/events/routes.tsx';
import { ledgerRoutes } from './features/ledger/routes.tsx';
import { LegalModalHost } from './features/legal/LegalModalHost.tsx';
import { materialsRoutes } from './features/materials/routes.tsx';
import { prefetchMyAdhesions } from './features/members/myAdhesionsQuery.ts';
import { membersRoutes } from './features/members/routes.tsx';
import { prefetchLatestMessage } from './features/messages/latestMessageQuery.ts';
import { messagesRoutes } from './features/messages/routes.tsx';
import { prefetchOpenOffers } from './features/offers/choice/openOffersQuery.ts';
import { privacyRoutes } from './features/privacy/routes.tsx';
import { questionsRoutes } from './features/questions/routes.tsx';
import { settingsRoutes } from './features/settings/routes.tsx';
import { structuresRoutes } from './features/structures/routes.tsx';
import { FullPageLoader } from './layout/FullPageLoader.tsx';
import { PublicOnly } from './layout/PublicOnly.tsx';
import { RequireAdmin } from './layout/RequireAdmin.tsx';
import { RequireAuth } from './layout/RequireAuth.tsx';
import { RequireModule } from './layout/RequireModule.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary.tsx';
import { type PageAccess, type PageAddress, redirectOf } from './lib/pageAccess.ts';
import { PageTitleContext } from './lib/pageTitleContext.ts';
import { type FeatureRoutes, type LazyRouteHandle, lazyRoute } from './lib/routes.tsx';
import { useSession } from './lib/useSession.ts';
import { useTakenOver } from './lib/useTakenOver.ts';

/** Every feature declares its own pages (features/<feature>/routes.tsx); the router only gathers them. */
const features: FeatureRoutes[] = [
  membersRoutes,
  documentsRoutes,
  eventsRoutes,
  messagesRoutes,
  structuresRoutes,
  dossiersRoutes,
  questionsRoutes,
  comparatorRoutes,
  assembliesRoutes,
  materialsRoutes,
  ledgerRoutes,
  donationsAdminRoutes,
  accountingRoutes,
  receiptsRoutes,
  myDonationsRoutes,
  donorsRoutes,
  settingsRoutes,
  donationSettingsRoutes,
  privacyRoutes,
  auditRoutes,
];

/** The pages of an area a feature adds; those of a module wait behind its switch. */
function areaRoutes(area: Role): RouteObject[] {
  return features.flatMap(({ module, [area]: pages = [] }): RouteObject[] =>
    module && pages.length ? [{ element: <RequireModule module={module} />, children: pages }] : pages,
  );
}

const memberRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyRoute(() => import('./features/dashboard/DashboardPage.tsx'), 'DashboardPage', {
      prefetch: (client) => Promise.all([prefetchMyAdhesions(client), prefetchLatestMessage(client)]),
    }),
  },
  ...areaRoutes('member'),
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
  ...areaRoutes('admin'),
];

/** A guard's route: its element checks who may see its pages, and the server reads `access`. */
const guarded = (access: PageAccess, element: ReactNode, children: RouteObject[]): RouteObject => ({
  element,
  handle: { access } satisfies GuardHandle,
  children,
});

const adminArea: RouteObject = {
  path: 'admin',
  ...guarded('admin', <RequireAdmin />, [
    { ...lazyRoute(() => import('./layout/AdminLayout.tsx'), 'AdminLayout'), children: adminRoutes },
  ]),
};

const signedInRoutes = guarded('signedIn', <RequireAuth />, [
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
]);

/** The path of every address the route table does not know: the dashboard, or the sign-in page. */
const UNKNOWN_PATH = '*';

const routes: RouteObject[] = [
  {
    element: <RootLayout overlays={<LegalModalHost />} />,
    children: [
      guarded('signedOut', <PublicOnly />, [
        // Where every visit without a session starts: part of the first load, not fetched after it.
        { path: 'login', element: <LoginPage /> },
        {
          path: 'register',
          ...lazyRoute(() => import('./features/registration/RegisterPage.tsx'), 'RegisterPage', {
            prefetch: prefetchOpenOffers('inscription'),
          }),
        },
        {
          path: 'verify-otp',
          ...lazyRoute(() => import('./features/auth/VerifyOtpPage.tsx'), 'VerifyOtpPage'),
        },
      ]),
      {
        path: 'register/success',
        ...lazyRoute(() => import('./features/registration/RegisterSuccessPage.tsx'), 'RegisterSuccessPage'),
      },
      ...donationPublicRoutes,
      {
        path: 'reset-password',
        ...lazyRoute(() => import('./features/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
      },
      signedInRoutes,
      { path: UNKNOWN_PATH, element: <Navigate to="/" replace /> },
    ],
  },
];

/** What a matched level of the route table may carry: a guard's access, or a lazy page's handle. */
type GuardHandle = { access: PageAccess };
type MatchedHandle = Partial<GuardHandle & LazyRouteHandle> | undefined;
const handleOf = (match: RouteMatch): MatchedHandle => match.route.handle as MatchedHandle;

/**
 * What the server needs of an address before it draws it: where to send the visitor instead
 * (the guards' own rule), or the levels to load first (their code and first data).
 */
export function planPage(
  address: PageAddress,
  user: SessionUser | null,
): { redirect: string } | { pageFiles: string[]; preload: (client: QueryClient) => Promise<unknown> } {
  const matches = matchRoutes(routes, address) ?? [];
  if (matches.at(-1)?.route.path === UNKNOWN_PATH) return { redirect: '/' };
  for (const match of matches) {
    const access = handleOf(match)?.access;
    const redirect = access && redirectOf(access, user, address);
    if (redirect) return { redirect };
  }
  const handles = matches.map(handleOf);
  return {
    pageFiles: handles.flatMap((handle) => handle?.file ?? []),
    preload: (client: QueryClient) => Promise.all(handles.map((handle) => handle?.preload?.(client))),
  };
}

/**
 * Starts the code of every matched level (area, layout, page) at once, rather than each after
 * its parent has rendered, and with it the page's first data (`lazyRoute`'s `prefetch`); the member
 * area's code waits until the visitor is known to be signed in (the admin area's, to be an
 * administrator), so that a visitor sent elsewhere does not fetch it. The server has loaded them
 * all before it draws (`planPage`).
 */
function AppRoutes() {
  const location = useLocation();
  const client = useQueryClient();
  const { user } = useSession();
  const preloaded = useRef('');
  // Matching ranks the whole route table again each time: once per page, not at every render.
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [location]);
  // Once per page and session state: a page's first data is asked for once, not at each render.
  const preloadKey = `${location.pathname}:${user?.role}`;
  const isAllowed = matches.every((match) => {
    const access = handleOf(match)?.access;
    return !access || access === 'signedOut' || redirectOf(access, user, location) === null;
  });
  if (!import.meta.env.SSR && preloaded.current !== preloadKey && isAllowed) {
    preloaded.current = preloadKey;
    // Each level in a task of its own: the session's arrival draws this synchronously
    // (useSyncExternalStore), and asking for a dozen files and the page's data in that same task
    // made it the longest of the signed-in page's first load (60 to 90 ms here, four times that
    // on a phone).
    for (const match of matches) setTimeout(() => handleOf(match)?.preload?.(client));
  }
  useTakenOver();
  const page = useRoutes(routes);
  // The deepest level is the page: its title, for its PageTitle and the area's placeholder.
  const title = matches.length ? handleOf(matches[matches.length - 1] as RouteMatch)?.title : undefined;
  return <PageTitleContext value={title}>{page}</PageTitleContext>;
}

/** The pages, inside the router the browser (`main.tsx`) or the server (`entry-server.tsx`) gives. */
export function AppPages() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullPageLoader />}>
        <AppRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}
