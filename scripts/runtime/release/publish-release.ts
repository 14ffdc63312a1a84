/**
 * Publishes a release: a checked build (site-build.ts) into `releases/.staging-<id>/`, with a start
 * of its server to see that it answers beside the build's own checks, then the folder becomes
 * `releases/<id>/` and `current` is switched to it in one rename; the oldest releases beyond
 * RELEASES_KEEP are deleted. Until the switch nothing that is served changes, so a failure at any
 * step leaves the live release as it was.
 */
import { mkdir, rename } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import { startWorker } from '../front-server/worker-process.ts';
import {
  activateRelease,
  currentReleaseDir,
  currentReleaseId,
  newReleaseId,
  pruneReleases,
} from './releases.ts';
import { readSettings } from '../shop-src.ts';
import type { EditRenderer } from './edit-renderer.ts';
import { buildSite, type SiteBuild } from './site-build.ts';

export interface PublishOptions {
  /**
   * The build's environment, portal settings included; also read for RELEASES_DIR and
   * RELEASES_KEEP.
   */
  env: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  astroArgs?: string[];
  /** The products a delivery named as changed (site-build.ts); null or unset: any may have. */
  changedProducts?: readonly number[] | null;
  quiet?: boolean;
  /** The process for an edit without `astro build`, started ahead (site-build.ts). */
  editRenderer?: EditRenderer;
  /** Called once the pages are rendered (site-build.ts). */
  afterRender?: () => void;
}

export interface Published extends SiteBuild {
  /** The release that was live before, if any. */
  previous: string | null;
  pruned: string[];
  /** How long switching `current` took. */
  switchMs: number;
}

function status(socketPath: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ socketPath, path: pathname, headers: { host: 'release-check' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

/** Starts the build's server and asks it for the home page and a page that does not exist. */
async function checkServerAnswers(buildDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  // Cold: the server that takes the release's traffic builds its search index itself (npm run
  // serve).
  const worker = await startWorker({ buildDir, env, cold: true });
  try {
    const home = await status(worker.socketPath, '/');
    const missing = await status(worker.socketPath, '/release-check-no-such-page');
    if (home !== 200 || missing !== 404)
      throw new Error(
        `its server answered ${home} for / and ${missing} for a missing page (expected 200 and 404)`,
      );
  } finally {
    await worker.drain();
  }
}

export async function publishRelease({
  env,
  log = console.log,
  astroArgs,
  changedProducts,
  quiet,
  editRenderer,
  afterRender,
}: PublishOptions): Promise<Published> {
  const { dir: root, keep } = readSettings(env).releases;
  await mkdir(root, { recursive: true });
  const id = newReleaseId();
  const staging = path.join(root, `.staging-${id}`);

  const build = await buildSite({
    id,
    outDir: staging,
    previousDir: await currentReleaseDir(root),
    env,
    log,
    astroArgs,
    changedProducts,
    quiet,
    editRenderer,
    afterRender,
    checkOutput: async (dir) => {
      const checking = performance.now();
      try {
        await checkServerAnswers(dir, env);
      } catch (error) {
        throw new Error(
          `release ${id} failed its server check: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      log(`its server answered in ${((performance.now() - checking) / 1000).toFixed(1)} s`);
    },
  });
  await rename(staging, path.join(root, id));

  const previous = await currentReleaseId(root);
  const switching = performance.now();
  await activateRelease(root, id);
  const switchMs = performance.now() - switching;
  const pruned = await pruneReleases(root, keep);
  return { ...build, previous, pruned, switchMs };
}
