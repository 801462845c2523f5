import { defineConfig, type PlaywrightTestOptions, type PlaywrightWorkerOptions } from '@playwright/test';

const isCI = Boolean(process.env.CI);

const PHONE_SPECS = /phone\/.*\.spec\.ts$/;

// Debian's Chromium: the project never downloads a browser of its own.
const debianChromium: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  browserName: 'chromium',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // The specs share one app and one embedded database: one browser at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  // Starts the local SMTP server and the app, and sets E2E_BASE_URL before the workers start.
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace of every test made the suite a third slower (measured side by side); a
    // failure is traced on its retry, or on demand with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: PHONE_SPECS,
      use: { ...debianChromium, viewport: { width: 1280, height: 800 } },
    },
    // The members' main flows again on a 390 px phone: only the specs under phone/ run here.
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      use: { ...debianChromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});
