/**
 * A second production build of the shop with other settings (PRICES_INCLUDE_VAT=false...), for the
 * few tests that need one. It is made once and reused while it is newer than dist/, the build the
 * suite runs on, so a later `npm run test:e2e` of the same code does not pay for it again.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { portalEnv } from '../../../scripts/runtime/cli/portal-env.ts';
import { newReleaseId } from '../../../scripts/runtime/release/releases.ts';
import { buildSite } from '../../../scripts/runtime/release/site-build.ts';

const builtAt = async (dir: string) =>
  (await stat(path.join(dir, 'release.json')).catch(() => null))?.mtimeMs ?? null;

/**
 * Builds (or reuses) `name` beside dist/ with `settings` added to the environment; returns its
 * folder.
 */
export async function variantBuild(
  name: string,
  settings: Record<string, string>,
): Promise<string> {
  const outDir = path.resolve(`dist-${name}`);
  const [variant, main] = await Promise.all([builtAt(outDir), builtAt(path.resolve('dist'))]);
  if (variant !== null && main !== null && variant > main) return outDir;
  const portal = await portalEnv(
    {
      ...process.env,
      PORTAL_API_URL: '',
      DEMO_PORTAL_SUBMISSIONS: path.resolve('test-results', `${name}-build-portal.jsonl`),
      DEMO_PORTAL_INFO_FILE: '',
    },
    { demo: true },
  );
  try {
    await buildSite({
      id: newReleaseId(),
      outDir,
      env: { ...portal.env, ...settings },
      quiet: true,
      log: () => {},
    });
  } finally {
    await portal.stop();
  }
  return outDir;
}
