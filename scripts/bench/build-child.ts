/**
 * One benchmarked build, run as its own process so its memory can be measured apart from the bench
 * and the demo portal: the same checked build as `npm run build`
 * (scripts/runtime/release/site-build.ts), into the folder and with the Astro config the bench
 * names. Usage: node scripts/bench/build-child.ts <outDir> <astro config, relative to the
 * project> [--force] (`--force`: Astro renders every page, reusing none from the last build).
 */
import { buildSite } from '../runtime/release/site-build.ts';

const [outDir, config, ...astroFlags] = process.argv.slice(2);
if (!outDir || !config) throw new Error('usage: build-child.ts <outDir> <astro config>');
try {
  const { report } = await buildSite({
    id: `bench-${Date.now()}`,
    outDir,
    env: process.env,
    astroArgs: ['--config', config, ...astroFlags],
    quiet: true,
    log: (line) => console.log(`    [build] ${line}`),
  });
  const { failed, total } = report.images;
  if (failed.length) {
    // Why, so a run on placeholders can be told from a slow portal, a refused picture or a broken
    // one.
    const reasons = new Map<string, number>();
    for (const { reason } of failed) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    console.log(
      `    [build] ${failed.length} of ${total} pictures could not be downloaded (placeholders shown): ${[...reasons].map(([reason, n]) => `${n} x ${reason}`).join('; ')}`,
    );
  }
} catch (error) {
  console.error(`    [build] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
