import { lt, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export type RateLimitOptions = {
  /** Prefix of the counters' rows, one name per limit. */
  name: string;
  max: number;
  windowSeconds: number;
};

/**
 * Counts events per key in a window, in the database: every process of the app sees the same
 * counts, and a restart forgets nothing. rate-limiter-flexible makes each count one atomic upsert.
 */
export function createRateLimit(db: Db, options: RateLimitOptions) {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: options.name,
    points: options.max,
    duration: options.windowSeconds,
    // Expired rows are harmless (the next count restarts them): no timer in every process.
    clearExpiredByTimeout: false,
  });

  return {
    max: options.max,
    /** Counts one attempt; false once the key has used up its window. */
    async consume(key: string): Promise<boolean> {
      try {
        await limiter.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    /** Counts one event without refusing it; returns the count and the time left in the window. */
    async count(key: string): Promise<{ count: number; secondsLeft: number }> {
      const counted = await limiter.penalty(key);
      return { count: counted.consumedPoints, secondsLeft: Math.ceil(counted.msBeforeNext / 1000) };
    },
    /** The count in the current window, 0 when there is none. */
    async countOf(key: string): Promise<number> {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
    /** True while the key has reached the limit. */
    async isReached(key: string): Promise<boolean> {
      return (await this.countOf(key)) >= options.max;
    },
    /** Holds the key over its limit for `seconds`, whatever its window said. */
    async lock(key: string, seconds: number): Promise<void> {
      await limiter.block(key, seconds);
    },
    async reset(key: string): Promise<void> {
      await limiter.delete(key);
    },
  };
}

/** Sign-in and registration counters whose window has closed: the next attempt starts a new one. */
export async function purgeExpiredRateLimits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, sql`now()`))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
