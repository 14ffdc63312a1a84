/**
 * `npm run build`: builds the shop into dist/ against the portal (or the embedded demo portal when
 * PORTAL_API_URL is unset) and ends with a short report of what was fetched, dropped and built.
 * The build goes to dist.new/ first and replaces dist/ only when it passed the guards (see
 * scripts/runtime/release/site-build.ts), so a failed build leaves the last dist/ as it was.
 * `--if-changed` builds only when the portal's catalogue, the code or the settings differ from what
 * the last build (CATALOGUE_BASELINE_FILE, else dist/) was made from; otherwise it says so and stops.
 */
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { portalEnv } from './portal-env.ts';
import { newReleaseId } from '../release/releases.ts';
import { buildSite, formatBuildReport } from '../release/site-build.ts';
import { checkForChange } from '../release/unchanged.ts';

const dist = path.resolve('dist');
const staging = path.resolve('dist.new');
const retired = path.resolve('dist.old');

const args = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');
const astroArgs = args.filter((arg) => arg !== '--if-changed');

const portal = await portalEnv(undefined, { drawAhead: true });
try {
  const check = ifChanged ? await checkForChange(portal.env, dist) : null;
  if (check) console.log(check.message);
  if (!check?.unchangedSince) {
    const build = await buildSite({ id: newReleaseId(), outDir: staging, previousDir: dist, env: portal.env, astroArgs });
    await rm(retired, { recursive: true, force: true });
    if (await stat(dist).catch(() => null)) await rename(dist, retired);
    await rename(staging, dist);
    await rm(retired, { recursive: true, force: true });
    console.log(`\n${formatBuildReport(build)}`);
  }
} catch (error) {
  console.error(`\nBuild FAILED: ${error instanceof Error ? error.message : String(error)}\ndist/ was left as it was: nothing was published.`);
  process.exitCode = 1;
} finally {
  await portal.stop();
}
