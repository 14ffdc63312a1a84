/**
 * Prints one line, `N passed, N failed`, from the JSON reports Vitest and Playwright (twice each)
 * wrote, so CI reads one count for the whole suite; then the browser tests that passed only when
 * retried (flaky), by name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { flakyTests, type ReportSuite } from './flaky-tests.ts';

let passed = 0;
let failed = 0;
let skipped = 0;

// The unit tests, and the byte-equality test of incremental builds that runs on its own.
for (const vitestFile of ['test-results/vitest.json', 'test-results/vitest-incremental.json']) {
  if (!existsSync(vitestFile)) continue;
  const v = JSON.parse(readFileSync(vitestFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
}

// The browser suite, and the deployment test behind nginx (npm run test:deploy).
let flaky: string[] = [];
for (const playwrightFile of [
  'test-results/playwright.json',
  'test-results/playwright-deploy.json',
]) {
  if (!existsSync(playwrightFile)) continue;
  const p = JSON.parse(readFileSync(playwrightFile, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: ReportSuite[];
  };
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
  flaky = [...flaky, ...flakyTests(p.suites)];
}

console.log(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky.length ? `, ${flaky.length} flaky` : ''}`,
);
if (flaky.length) {
  console.log('Flaky (failed, then passed on the retry; see "Flaky tests" in the README):');
  for (const name of flaky) console.log(`  ${name}`);
}
