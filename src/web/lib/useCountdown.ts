import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before `seconds` elapse, ticking once a second while `isRunning`;
 * `restart` starts again from the top.
 */
export function useCountdown(seconds: number, isRunning = true): { remaining: number; restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    if (!isRunning || remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining, isRunning]);

  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, restart };
}
