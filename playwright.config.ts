import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './scripts/dev/chromium.ts';
import {
  baseURL,
  demoPortalInfoFile,
  e2ePort as port,
  submissionsFile,
} from './tests/e2e/paths.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  // Not the default test-results/: Playwright empties its output folder, and the unit-test report
  // lives there.
  outputDir: 'test-results/playwright-artifacts',
  fullyParallel: true,
  workers: 2,
  // On CI a failed test runs once more: one that then passes is reported as flaky, by name, in the
  // closing summary (scripts/dev/test-summary.ts), and is to be fixed at its root. Never locally.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // What a test waits for (an island hydrating, a live check answering) can take more than the
  // default 5 s on a busy machine; a test asserts what happens, not how fast.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: {
    command: 'node scripts/runtime/cli/serve.ts',
    url: `${baseURL}/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The build `npm run test:e2e` just made, even where a release was published.
      SERVE_DIR: 'dist',
      DEMO_PORTAL: '1',
      DEMO_PORTAL_SUBMISSIONS: submissionsFile,
      DEMO_PORTAL_INFO_FILE: demoPortalInfoFile,
      // The tests stand in for one proxy in front of the shop: a request's last X-Forwarded-For
      // entry is its client, so each simulated client has its own limits and throttling one spares
      // the rest.
      TRUST_PROXY: '1',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
