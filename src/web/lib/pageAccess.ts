import type { SessionUser } from '../../domain/auth.ts';
import { ownPath } from '../../domain/own-path.ts';

/**
 * Who may see a page (the spec's routes): anyone; only a visitor who is not signed in (sign-in,
 * registration, code); a signed-in member; an administrator. Declared on the router's guards
 * (`handle.access`), read by the guards in the browser and by the server before it draws a page.
 */
export type PageAccess = 'anyone' | 'signedOut' | 'signedIn' | 'admin';

/** The query parameter of the sign-in page that holds where the visitor was going. */
const RETURN_PARAMETER = 'retour';

/** The sign-in page, with where the visitor was going when it is not the dashboard. */
export function signInPath(origin: string): string {
  return origin === '/' ? '/login' : `/login?${new URLSearchParams({ [RETURN_PARAMETER]: origin })}`;
}

/** Where the sign-in page sends the visitor once signed in, as `signInPath` wrote it. */
export function returnPathOf(search: string): string | undefined {
  return ownPath(new URLSearchParams(search).get(RETURN_PARAMETER));
}

/** The part of an address the guards read: its path and its query (`?…`, or empty). */
export type PageAddress = { pathname: string; search: string };

/**
 * Where a visitor of `address` goes instead, or null when they may see it: a signed-out visitor
 * of a signed-in page signs in first and comes back; a member on an administrator's page goes
 * home; a signed-in visitor of the sign-in pages goes where they were heading, or home.
 */
export function redirectOf(
  access: PageAccess,
  user: SessionUser | null,
  address: PageAddress,
): string | null {
  const path = `${address.pathname}${address.search}`;
  switch (access) {
    case 'signedIn':
      return user ? null : signInPath(path);
    case 'admin':
      if (!user) return signInPath(path);
      return user.role === 'admin' ? null : '/';
    case 'signedOut':
      return user ? (returnPathOf(address.search) ?? '/') : null;
    case 'anyone':
      return null;
  }
}
