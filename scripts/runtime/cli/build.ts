/**
 * `npm run build`: builds the shop into dist/ against the portal (PORTAL_API_URL; `--demo` or
 * DEMO_PORTAL=1 builds on the demo portal instead, see ./portal-env.ts) and ends with a short
 * report of what was fetched, dropped and built. The build goes to dist.new/ first and replaces
 * dist/ only when it passed the guards (see scripts/runtime/release/site-build.ts), so a failed
 * build leaves the last dist/ as it was.
 * `--if-changed` builds only when the portal's catalogue, the code or the settings differ from what
 * the last build (CATALOGUE_BASELINE_FILE, else dist/) was made from; otherwise it says so and
 * stops. `--products 3,17` names the products that changed, which the build then reads alone from
 * the portal, as the publisher's build for a delivery that named them (the incremental-build test
 * uses it). Other arguments go to `astro build`.
 */
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { noPicturesKept } from './kept-pictures.ts';
import { commandPortalEnv, DEMO_FLAG } from './portal-env.ts';
import { newReleaseId } from '../release/releases.ts';
import { buildSite, formatBuildReport } from '../release/site-build.ts';
import { checkForChange } from '../release/unchanged.ts';

const dist = path.resolve('dist');
const staging = path.resolve('dist.new');
const retired = path.resolve('dist.old');

const args = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');
const picturesLaterAsked = args.includes('--pictures-later');
const named = args.indexOf('--products');
const products = named >= 0 ? args[named + 1] : undefined;
if (products !== undefined && !/^\d+(,\d+)*$/.test(products)) {
  console.error('--products must be product ids separated by commas ("3,17").');
  process.exit(2);
}
const changedProducts = products?.split(',').map(Number) ?? null;
const ownFlags = new Set(['--if-changed', '--pictures-later', DEMO_FLAG]);
const astroArgs = args.filter(
  (arg, at) => !ownFlags.has(arg) && (named < 0 || (at !== named && at !== named + 1)),
);

const portal = await commandPortalEnv(args, { drawAhead: await noPicturesKept() });
try {
  const check = ifChanged ? await checkForChange(portal.env, dist) : null;
  if (check) console.log(check.message);
  if (!check?.unchangedSince) {
    const picturesLater = picturesLaterAsked && portal.demo;
    if (picturesLaterAsked && !picturesLater)
      console.log(
        "--pictures-later is for the demo portal's pictures: a real portal's are all made by the build",
      );
    const build = await buildSite({
      id: newReleaseId(),
      outDir: staging,
      previousDir: dist,
      env: portal.env,
      astroArgs,
      changedProducts,
      picturesLater,
    });
    await rm(retired, { recursive: true, force: true });
    if (await stat(dist).catch(() => null)) await rename(dist, retired);
    await rename(staging, dist);
    await rm(retired, { recursive: true, force: true });
    console.log(`\n${formatBuildReport(build)}`);
  }
} catch (error) {
  console.error(
    `\nBuild FAILED: ${error instanceof Error ? error.message : String(error)}\n` +
      'dist/ was left as it was: nothing was published.',
  );
  process.exitCode = 1;
} finally {
  await portal.stop();
}
