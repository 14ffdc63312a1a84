import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './scripts/dev/chromium.ts';
import { deployPorts } from './tests/deploy/lib/ports.ts';

/**
 * The deployment test (tests/deploy): one deployment behind nginx, its cases in order. Run by `npm
 * run test:deploy`.
 */
export default defineConfig({
  testDir: 'tests/deploy',
  outputDir: 'test-results/deploy-artifacts',
  workers: 1,
  // As the browser suite: a case that passes only when retried is reported by name as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-deploy.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${deployPorts().nginx}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
});
