import {
  CODE_LOCK_MINUTES,
  CODE_LOCKED_MESSAGE,
  CODE_RESENDS_MESSAGE,
  CODES_SENT_LIMIT_MESSAGE,
  WRONG_CODES_MAX,
  WRONG_CODES_WINDOW_MINUTES,
} from '../../../domain/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { createRateLimit } from '../../http/rate-limit.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Every sign-in limit, counted in the database (so several processes share them):
 * - password failures per account, and password attempts per address;
 * - codes mailed per account, and code resends per address;
 * - wrong codes per account, across every code sent, which lock the code step.
 * The per-account password counter counts failures only, and a device that signed in before
 * passes it at sign-in: an attacker cannot lock the owner out. A password typed again while
 * signed in (see reentered-password.ts) adds to the same counter, with no such pass.
 */
export function createSignInLimits(db: Db, limits: Config['loginLimits']) {
  const passwordFailures = createRateLimit(db, {
    name: 'mdp-compte',
    max: limits.perAccount,
    windowSeconds: limits.windowSeconds,
  });
  const passwordAttemptsByIp = createRateLimit(db, {
    name: 'mdp-ip',
    max: limits.perIp,
    windowSeconds: limits.windowSeconds,
  });
  const codesSent = createRateLimit(db, {
    name: 'codes-compte',
    max: limits.codesPerAccountPerHour,
    windowSeconds: HOUR,
  });
  const codeResendsByIp = createRateLimit(db, { name: 'codes-ip', max: 5, windowSeconds: 10 * 60 });
  const wrongCodes = createRateLimit(db, {
    name: 'codes-errones',
    max: WRONG_CODES_MAX,
    windowSeconds: WRONG_CODES_WINDOW_MINUTES * 60,
  });
  const intrusionAlerts = createRateLimit(db, { name: 'alerte-intrusion', max: 1, windowSeconds: DAY });

  return {
    async checkPasswordAttempt(input: { email: string; ip: string; isKnownDevice: boolean }) {
      if (!(await passwordAttemptsByIp.consume(input.ip))) throw tooManyRequests();
      if (!input.isKnownDevice && (await passwordFailures.isReached(input.email))) throw tooManyRequests();
    },
    async passwordRefused(email: string) {
      await passwordFailures.count(email);
    },
    passwordAccepted: (email: string) => passwordFailures.reset(email),
    /** Before a signed-in account's password is checked again: the session is no proof of who types. */
    async checkReenteredPassword(email: string) {
      if (await passwordFailures.isReached(email)) throw tooManyRequests();
    },

    /** Before a code is mailed, at sign-in or on a resend. */
    async checkCodeSending(userId: string) {
      if (!(await codesSent.consume(userId)))
        throw tooManyRequests(CODES_SENT_LIMIT_MESSAGE, 'TOO_MANY_CODES_SENT');
    },
    async checkCodeResend(ip: string) {
      if (!(await codeResendsByIp.consume(ip))) throw tooManyRequests(CODE_RESENDS_MESSAGE);
    },

    async checkCodeStep(userId: string) {
      if (await wrongCodes.isReached(userId)) throw tooManyRequests(CODE_LOCKED_MESSAGE, 'CODE_LOCKED');
    },
    /**
     * Counts a wrong code; at the limit, locks the code step until the window ends, and at least
     * CODE_LOCK_MINUTES, so no more than WRONG_CODES_MAX guesses fit in any window. True when the
     * owner should be warned: the first lock of the day (someone who knows the password is at work).
     */
    async codeRefused(userId: string): Promise<boolean> {
      const { count, secondsLeft } = await wrongCodes.count(userId);
      if (count < WRONG_CODES_MAX) return false;
      await wrongCodes.lock(userId, Math.max(CODE_LOCK_MINUTES * 60, secondsLeft));
      return intrusionAlerts.consume(userId);
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
