import type { Location } from 'react-router';
import { ownPath } from '../../domain/own-path.ts';
import { returnPathOf } from './pageAccess.ts';

/** What pages hand each other through React Router's location state. */
export type AppLocationState = {
  /** Where a signed-out visitor was going: they return there after signing in. */
  from?: string;
  /** A notice for the sign-in page, e.g. when the code page was opened without an email. */
  message?: string;
  /** The email the sign-in code was sent to. */
  email?: string;
};

export function readLocationState(state: unknown): AppLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, message, email } = state as Record<string, unknown>;
  return {
    from: ownPath(from),
    message: typeof message === 'string' ? message : undefined,
    email: typeof email === 'string' ? email : undefined,
  };
}

/**
 * Where a signed-out visitor was going: handed by the code page in its state, or in the sign-in
 * page's address, where the guards (the server's or the browser's) wrote it.
 */
export function originOf(location: Pick<Location, 'state' | 'search'>): string | undefined {
  return readLocationState(location.state).from ?? returnPathOf(location.search);
}
