import { useState } from 'react';
import { getErrorMessage } from '../../lib/api.ts';

/** The AG pages show failures in a red banner: the server's message, or the screen's default text. */
export function useBanner() {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    show: (message: string) => setMessage(message),
    showError: (error: unknown, fallback: string) => setMessage(getErrorMessage(error, fallback)),
    clear: () => setMessage(null),
  };
}
export type Banner = ReturnType<typeof useBanner>;
