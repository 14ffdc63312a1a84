import { defineConfig } from 'vitest/config';

/**
 * The byte-equality test of incremental builds (tests/incremental/): minutes of real builds, so it
 * runs on its own, after the unit tests and before the browser tests (`npm run test:incremental`),
 * with nothing else competing for the machine's cores.
 */
export default defineConfig({
  test: {
    include: ['tests/incremental/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest-incremental.json' }]],
  },
});
