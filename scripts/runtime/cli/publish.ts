/**
 * `npm run publish`: builds a new release against the portal (PORTAL_API_URL, or the demo portal
 * with `--demo`, see ./portal-env.ts), checks it, and makes it the live one (`releases/current`),
 * keeping the last RELEASES_KEEP for `npm run rollback`. A running `npm run serve` switches to it
 * by itself.
 * Exits non-zero, with the live release untouched, when the build or any check fails.
 * `--if-changed` publishes only when the portal's catalogue, the code or the settings differ from
 * what the live release (or CATALOGUE_BASELINE_FILE) was made from.
 */
import { commandPortalEnv, DEMO_FLAG } from './portal-env.ts';
import { publishRelease } from '../release/publish-release.ts';
import { formatBuildReport } from '../release/site-build.ts';
import { currentReleaseDir } from '../release/releases.ts';
import { checkForChange } from '../release/unchanged.ts';
import { readSettings } from '../shop-src.ts';

const args = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');

const portal = await commandPortalEnv(args);
try {
  const check = ifChanged
    ? await checkForChange(
        portal.env,
        await currentReleaseDir(readSettings(portal.env).releases.dir),
      )
    : null;
  if (check) console.log(check.message);
  if (!check?.unchangedSince) {
    const published = await publishRelease({
      env: portal.env,
      astroArgs: args.filter((arg) => arg !== '--if-changed' && arg !== DEMO_FLAG),
    });
    const { record, previous, pruned, switchMs } = published;
    console.log(`\n${formatBuildReport(published)}`);
    console.log(
      `\nRelease ${record.id} is live (was ${previous ?? 'none'}; switched in ${switchMs.toFixed(1)} ms).`,
    );
    if (pruned.length) console.log(`Deleted old releases: ${pruned.join(', ')}`);
  }
} catch (error) {
  console.error(
    `\nPublish FAILED: ${error instanceof Error ? error.message : String(error)}\nThe live release was left as it was.`,
  );
  process.exitCode = 1;
} finally {
  await portal.stop();
}
