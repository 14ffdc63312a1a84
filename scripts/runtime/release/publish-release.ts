/**
 * Publishes a release: a checked build (site-build.ts) into `releases/.staging-<id>/`, with a check
 * of its server beside the build's own checks (`checkServer`), then the folder becomes
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
import { checkReleaseData, readSettings } from '../shop-src.ts';
import { sameServerCode } from '../front-server/server-code.ts';
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

/**
 * The check of a release's server: its data read as its server reads it, where that server is one
 * the live release runs already (an edit's release: the bundle is the same for every build of the
 * same code); else a start of it that must answer (`checkServerAnswers`). Says which, and in how
 * long.
 */
async function checkServer(
  buildDir: string,
  liveDir: string | null,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const checking = performance.now();
  const took = () => `${((performance.now() - checking) / 1000).toFixed(1)} s`;
  if (liveDir && sameServerCode(buildDir, liveDir)) {
    checkReleaseData(path.join(buildDir, 'server'));
    return `its server is the live release's, file for file; its data read as it reads it in ${took()}`;
  }
  await checkServerAnswers(buildDir, env);
  return `its server answered in ${took()}`;
}

export async function publishRelease({
  env,
  log = console.log,
  astroArgs,
  changedProducts,
  quiet,
  editRenderer,
}: PublishOptions): Promise<Published> {
  const { dir: root, keep } = readSettings(env).releases;
  await mkdir(root, { recursive: true });
  const id = newReleaseId();
  const staging = path.join(root, `.staging-${id}`);

  const liveDir = await currentReleaseDir(root);
  const build = await buildSite({
    id,
    outDir: staging,
    previousDir: liveDir,
    env,
    log,
    astroArgs,
    changedProducts,
    quiet,
    editRenderer,
    checkOutput: async (dir) => {
      try {
        log(await checkServer(dir, liveDir, env));
      } catch (error) {
        throw new Error(
          `release ${id} failed its server check: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
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
