import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { createRateLimit } from '../../http/rate-limit.ts';

/**
 * Mails anyone may have sent to an address without knowing its password (a reset link, "vous avez
 * déjà un compte"), together, per address and per hour: enough for a member who tries twice, too
 * few to flood a mailbox or spend the association's SMTP quota, which the sign-in codes share.
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;

const HOUR = 60 * 60;

/**
 * The caps on mails a stranger can trigger, counted in the database like the sign-in limits.
 * Past the address's cap the mail is just not sent, and the answer stays the same: it never says
 * whether the address has an account, nor whether it was capped. The address asking is answered
 * 429, which tells nothing about any account.
 */
export function createStrangerMailLimits(db: Db, limits: Config['loginLimits']) {
  const perAddress = createRateLimit(db, {
    name: 'mails-adresse',
    max: MAILS_PER_ADDRESS_PER_HOUR,
    windowSeconds: HOUR,
  });
  const resetRequestsPerIp = createRateLimit(db, {
    name: 'oubli-ip',
    max: limits.perIp,
    windowSeconds: limits.windowSeconds,
  });

  return {
    async checkResetRequester(ip: string): Promise<void> {
      if (!(await resetRequestsPerIp.consume(ip))) throw tooManyRequests();
    },
    /**
     * Counts one mail for the address, known or not (so counting costs the same for both), and
     * says whether it may still be sent.
     */
    mayMail: (email: string): Promise<boolean> => perAddress.consume(email.toLowerCase()),
  };
}

export type StrangerMailLimits = ReturnType<typeof createStrangerMailLimits>;
