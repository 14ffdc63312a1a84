/**
 * Prints one line, `N passed, N failed`, from the JSON reports Vitest (twice) and Playwright wrote, so CI
 * reads one count for the whole suite.
 */
import { existsSync, readFileSync } from 'node:fs';

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

const playwrightFile = 'test-results/playwright.json';
if (existsSync(playwrightFile)) {
  const p = JSON.parse(readFileSync(playwrightFile, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
