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
    from: typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined,
    message: typeof message === 'string' ? message : undefined,
    email: typeof email === 'string' ? email : undefined,
  };
}
