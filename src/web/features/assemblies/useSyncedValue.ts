import { useEffect, useState } from 'react';

/**
 * A control's value shown at once on a click, then following what the server keeps (the saved
 * answer, or the previous one put back after a failed save).
 */
export function useSyncedValue<T>(saved: T): [T, (value: T) => void] {
  const [shown, setShown] = useState(saved);
  useEffect(() => setShown(saved), [saved]);
  return [shown, setShown];
}
