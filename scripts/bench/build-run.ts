/**
 * Times one build of the shop and samples its memory. Each catalogue size gets its own caches
 * (Astro's data store, the image cache, the build state) in a bench folder: the first build there
 * is cold, the next warm, and the checkout's own caches, which other builds and tests use, are
 * never touched.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withBuildLock } from '../runtime/release/build-lock.ts';
import { readSettings } from '../../src/config/settings.ts';
import { takeOverText } from '../../src/build/build-artefacts.ts';
import type { ReleaseRecord } from '../runtime/release/releases.ts';
import { watchPeakMemory } from './process-tree.ts';
import { exitCode, spawnTracked } from './spawned.ts';

export interface BuildCaches {
  /** Astro config that is the project's own with `cacheDir` moved into the bench folder. */
  configFile: string;
  env: NodeJS.ProcessEnv;
}

export interface BuildMeasure {
  wallMs: number;
  peakBytes: number;
  pages: number;
  products: number;
  /**
   * Pictures the build could not download from the portal: their pages show the placeholder
   * (release.json).
   */
  imagesFailed: number;
}

/** Empty caches under `dir`, for a cold first build and warm ones after it. */
export async function createCaches(dir: string): Promise<BuildCaches> {
  await mkdir(dir, { recursive: true });
  const configFile = path.join(dir, 'astro.config.mjs');
  // Astro takes cacheDir from its config only; this wraps the project's config rather than changing
  // it.
  const projectConfig = pathToFileURL(path.resolve('astro.config.mjs')).href;
  await writeFile(
    configFile,
    `import config from ${JSON.stringify(projectConfig)};\nexport default { ...config, cacheDir: ${JSON.stringify(path.join(dir, 'astro'))} };\n`,
  );
  return {
    configFile,
    env: {
      IMAGE_CACHE_DIR: path.join(dir, 'astro', 'shop-images'),
      SHOP_BUILD_STATE_DIR: path.join(dir, 'astro', 'shop-build'),
      // The bench holds the project's build lock itself (below), so the build takes a private one.
      SHOP_BUILD_LOCK: path.join(dir, 'build.lock'),
      // A file that is never there: no last good build, so any catalogue size may follow any other.
      CATALOGUE_BASELINE_FILE: path.join(dir, 'no-baseline.json'),
    },
  };
}

/**
 * The listing snapshot the last build on these caches made: the text its server bundle holds
 * (src/build/build-artefacts.ts).
 */
export const builtListingSnapshot = (caches: BuildCaches): string =>
  takeOverText('listingSnapshot', caches.env.SHOP_BUILD_STATE_DIR);

/**
 * The `--config` of a build on these caches: Astro joins it to the project root, so it is relative
 * to it.
 */
export const configArg = (caches: BuildCaches) => path.relative(process.cwd(), caches.configFile);

/**
 * Builds into `outDir` with the portal settings in `portalEnv`. The project's build lock is held
 * around the timed part, so the time never includes waiting for another build and no other build
 * of the checkout runs beside this one.
 */
/**
 * `renderAll`: every page rendered whatever the last build left (`astro build --force`), as a build
 * after a change every page shows does; otherwise the build renders only what changed (ADR 0012).
 */
export function timedBuild(
  outDir: string,
  caches: BuildCaches,
  portalEnv: NodeJS.ProcessEnv,
  { renderAll = false } = {},
): Promise<BuildMeasure> {
  return withBuildLock(
    readSettings().build.lockFile,
    async () => {
      const started = performance.now();
      const child = spawnTracked(
        process.execPath,
        [
          'scripts/bench/build-child.ts',
          outDir,
          configArg(caches),
          ...(renderAll ? ['--force'] : []),
        ],
        {
          stdio: 'inherit',
          env: { ...process.env, ...portalEnv, ...caches.env },
        },
      );
      if (child.pid === undefined) throw new Error('could not start the build');
      const memory = watchPeakMemory(child.pid);
      const code = await exitCode(child);
      const wallMs = performance.now() - started;
      const peakBytes = await memory.stop();
      if (code !== 0) throw new Error(`the build failed (exit ${code})`);
      const record = JSON.parse(
        await readFile(path.join(outDir, 'release.json'), 'utf8'),
      ) as ReleaseRecord;
      // Never taken as none: pages measured on placeholders must not pass for pages with pictures.
      if (record.imagesFailed === undefined)
        throw new Error(`${outDir}/release.json does not say how many pictures failed to download`);
      return {
        wallMs,
        peakBytes,
        pages: record.pages,
        products: record.products,
        imagesFailed: record.imagesFailed,
      };
    },
    (line) => console.log(`    ${line}`),
  );
}
