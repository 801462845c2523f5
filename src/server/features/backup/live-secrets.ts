/**
 * What an archive never holds: the keys to the accounts as they stand now (sessions, sign-in
 * codes, reset and invitation links, two-factor secrets) and the limiter's counters. Whoever
 * reads an archive could otherwise sign in as a member or reset their password on the running
 * server. A restore leaves these tables empty, even from an archive written before: everyone
 * signs in again, and a pending link must be asked again.
 */
export const LIVE_SECRET_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'verifications',
  'two_factors',
  'rate_limits',
]);

/**
 * A mail holding a code or a link keeps it until it is sent (the outbox worker then erases it):
 * those still waiting stay out of the archive, and a restore drops them, their links being dead.
 */
export const UNSENT_SECRET_MAILS = {
  table: 'mail_outbox',
  condition: `sensitive and status = 'pending'`,
  columns: ['sensitive', 'status'],
} as const;
