/** A mail of the outbox: waiting (or retried), sent, or given up after its last try. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
