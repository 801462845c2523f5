/** Debian's Chromium, as for the browser tests: the bench never downloads a browser of its own. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Keep it from calling anywhere on its own (updates, sync, background requests) while it measures. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
