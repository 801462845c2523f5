/**
 * A fixed-window counter per key, in memory: the embedded database is one process's, and a
 * restart forgetting the counters only gives an attacker one more window.
 */
export function createRateLimiter(options: { max: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(now: number) {
    if (windows.size < 10_000) return;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  return {
    /** Counts one attempt; false when the key has used up its window. */
    consume(key: string): boolean {
      const now = Date.now();
      sweep(now);
      const window = windows.get(key);
      if (!window || window.resetAt <= now) {
        windows.set(key, { count: 1, resetAt: now + options.windowMs });
        return true;
      }
      window.count++;
      return window.count <= options.max;
    },
    reset(key: string) {
      windows.delete(key);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
