import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', './tests/support/vitest-summary-reporter.ts'],
    // Each test file opens its own in-memory database (~1.5 s); tests inside a file share it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
