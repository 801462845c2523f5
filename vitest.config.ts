import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', './tests/support/vitest-summary-reporter.ts'],
    // Migrates one database for the run; each test file opens its own copy, shared by its tests.
    globalSetup: ['./src/server/testing/global-setup.ts'],
    // Files share a worker's loaded modules instead of importing the whole server again (about
    // a second each); they share no rows, each having its own database. The server holds no
    // state of its own in module scope, so no file can see what another one left.
    isolate: false,
    // Vitest keeps a core for itself by default; the tests mostly wait on their database, so on
    // two cores two workers finish in half the time.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
