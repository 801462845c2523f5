import type { Config } from '../../config.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { createRateLimiter } from './rate-limiter.ts';

/** Password guessing is slowed per account (wherever it comes from) and per IP (whatever account it tries). */
export function createSignInThrottle(limits: Config['loginLimits']) {
  const perAccount = createRateLimiter({ max: limits.perAccount, windowMs: limits.windowMs });
  const perIp = createRateLimiter({ max: limits.perIp, windowMs: limits.windowMs });
  const codeResends = createRateLimiter({ max: 5, windowMs: 10 * 60 * 1000 });
  return {
    checkPassword(email: string, ip: string) {
      const ipAllowed = perIp.consume(ip);
      const accountAllowed = perAccount.consume(email);
      if (!ipAllowed || !accountAllowed) throw tooManyRequests();
    },
    passwordAccepted(email: string) {
      perAccount.reset(email);
    },
    checkCodeResend(ip: string) {
      if (!codeResends.consume(ip))
        throw tooManyRequests('Trop de codes demandés. Réessayez dans quelques minutes.');
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
