/**
 * `npm run test:e2e`: builds the shop on the demo portal and runs the Playwright suite against the
 * production server. Set E2E_SKIP_BUILD=1 to reuse an existing dist/.
 */
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.ts';
import { run } from '../runtime/release/run.ts';

const chromium = findChromium();
if (!chromium) {
  console.error(
    'No Chromium found for the browser tests. Install one:\n' +
      '  Debian/Ubuntu: apt-get update && apt-get install -y chromium   (gives /usr/bin/chromium)\n' +
      '  elsewhere:     npx playwright install chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  );
  process.exit(1);
}

// The suite runs on the demo portal, which answers as a stock SMA install does (tax-rate rows in
// the single view, extra columns): the shape that once turned every live price check into a 404.
// DEMO_PORTAL_SHAPE=shop overrides.
const demoPortal = {
  DEMO_PORTAL: '1',
  DEMO_PORTAL_SHAPE: process.env.DEMO_PORTAL_SHAPE ?? 'stock-sma',
};

if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync('dist/server/entry.mjs')) {
  const built = await run('npm', ['run', 'build'], { ...process.env, ...demoPortal });
  if (built !== 0) process.exit(built);
}

process.exit(
  await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    ...process.env,
    ...demoPortal,
    CHROMIUM_PATH: chromium,
  }),
);
