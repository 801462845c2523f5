import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * Whole seconds left before `seconds` elapse, counted from when `isRunning` first becomes true;
 * `restart` starts again from the top. Measured against a deadline rather than by counting ticks,
 * because browsers slow timers down in background tabs.
 */
export function useCountdown(seconds: number, isRunning = true): { remaining: number; restart: () => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (isRunning && deadline === null) {
      const start = Date.now();
      setNow(start);
      setDeadline(start + seconds * 1000);
    }
  }, [isRunning, deadline, seconds]);

  const remaining = deadline === null ? seconds : Math.max(0, Math.ceil((deadline - now) / 1000));
  const isTicking = deadline !== null && remaining > 0;

  useEffect(() => {
    if (!isTicking) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [isTicking]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
}
