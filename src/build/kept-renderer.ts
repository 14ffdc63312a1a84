/**
 * The last build's page renderer, kept for a process that renders pages without `astro build`
 * (ADR 0032). Astro renders the static pages with a bundle of their code (`.prerender/` in the
 * server output) and deletes it once they are written; `keepRenderer` copies it, at the last hook
 * before that, with the two things of the build's memory its app needs to render outside the
 * build: each page's stylesheets and the scripts the integrations add. `openKeptRenderer` starts
 * it again and renders any path as the build did, byte for byte (tests/incremental/).
 *
 * Astro's own code, not its public API, is what this reads: the bundle's app (`BuildApp`), its
 * `setInternals` and `setOptions`, and which parts of them it reads. The test that renders every
 * page of a build again and compares it with the build's file is what tells an Astro release that
 * changed them. Node loads this module as it is (the publisher): each import names its file.
 */
import { cp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { StaticPaths, type PathWithRoute } from 'astro/runtime/prerender/static-paths.js';
import { readSettings } from '../config/settings.ts';
import { responseBytes } from './bytes-response.ts';
import { pageFile } from '../domain/page-files.ts';

/** Where the build whose state folder is `stateDir` keeps its renderer. */
export const keptRendererDir = (stateDir = readSettings().build.stateDir) =>
  path.join(stateDir, 'renderer');

const OPTIONS_FILE = 'renderer-options.json';

/**
 * The artefacts that must be the same for the kept renderer to render another catalogue's pages as
 * a build would: the code, settings and command line it was built with, the collections it holds
 * compiled, and what the end of a build makes from the products' ids, redirects and picture files
 * (the redirect pages, the pictures published).
 */
export const keptArtefacts = [
  'buildInputs',
  'collectionsDigest',
  'productIds',
  'productRedirects',
  'pictureFiles',
] as const;

/** What of its build the renderer needs beside the bundle. */
export interface KeptBuild {
  /** Astro's cache folder, with its incremental manifest. */
  cacheDir: string;
  /** The cards' script URL, which the browser's build hands over. */
  cardActionsUrl: string;
  /** The digests of `keptArtefacts` as the build handed them over. */
  artefacts: Record<(typeof keptArtefacts)[number], string>;
}

/** What of the build's options the bundle's app reads when it renders (Astro 7.3). */
interface KeptOptions {
  build: KeptBuild;
  /** The bundle's entry module, in its folder. */
  entry: string;
  /** `[page key, stylesheets]` of every route (Astro's `allPages`). */
  styles: [string, unknown[]][];
  /** The scripts integrations inject (`settings.scripts`). */
  scripts: unknown[];
  /** The origin the build's requests were made on. */
  origin: string;
}

interface BuildOptions {
  allPages: Record<string, { key: string; styles: unknown[] }>;
  settings: { scripts: unknown[] };
  origin: string;
}

/** The part of the bundle's app (Astro's `BuildApp`) this uses. */
interface RendererApp {
  manifest: ConstructorParameters<typeof StaticPaths>[0]['manifest'];
  getOptions(): BuildOptions;
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: PathWithRoute['route'] }): Promise<Response>;
  /** The paths and props `getStaticPaths` gave, by route, which rendering reads again. */
  routeCache: NonNullable<ConstructorParameters<typeof StaticPaths>[0]['routeCache']>;
}

const entryOf = async (bundleDir: string) => {
  const entry = (await readdir(bundleDir)).find((name) => /^prerender-entry\..+\.mjs$/.test(name));
  if (!entry) throw new Error(`no prerender entry in ${bundleDir}`);
  return entry;
};

/**
 * The bundle's app, loaded natively by `require`: in the build, from an integration's hook, which
 * Vite's module runner loaded and whose `import()` it has closed by then; it is the module
 * instance Astro rendered with (the same file), which holds the build's options.
 */
const appOf = (bundleDir: string, entry: string) =>
  (createRequire(import.meta.url)(path.join(bundleDir, entry)) as { app: RendererApp }).app;

/**
 * Copies the prerender bundle in `bundleDir`, which this process has rendered the build's pages
 * with, and its app's options to `dir` (replaced).
 */
export async function keepRenderer(
  bundleDir: string,
  dir: string,
  build: KeptBuild,
): Promise<void> {
  const entry = await entryOf(bundleDir);
  const options = appOf(bundleDir, entry).getOptions();
  const kept: KeptOptions = {
    build,
    entry,
    styles: Object.values(options.allPages).map((page) => [page.key, page.styles]),
    scripts: options.settings.scripts,
    origin: options.origin,
  };
  const next = `${dir}.next`;
  await rm(next, { recursive: true, force: true });
  await cp(bundleDir, next, { recursive: true });
  await writeFile(path.join(next, OPTIONS_FILE), JSON.stringify(kept));
  await rm(dir, { recursive: true, force: true });
  await rename(next, dir);
}

export interface KeptRenderer {
  build: KeptBuild;
  /** Whether a build has kept another renderer in its folder since this one was opened. */
  replaced(): Promise<boolean>;
  /**
   * Every path the build renders, with its route and cache key, as the build lists them, from the
   * catalogue handed over now; what `render` renders them from.
   */
  paths(): Promise<PathWithRoute[]>;
  /** The file a path is written to, under the client folder. */
  fileOf(path: PathWithRoute): string;
  /** The bytes the build writes for `path`; null for a path that makes no file. */
  render(path: PathWithRoute): Promise<Buffer | null>;
}

/**
 * The renderer kept in `dir`. The folder must sit where Node finds the project's packages from it
 * (the build's state folder, under node_modules/ or the project): the bundle imports React and the
 * others by name.
 */
export async function openKeptRenderer(dir: string): Promise<KeptRenderer> {
  const optionsFile = path.join(dir, OPTIONS_FILE);
  const keptAt = (await stat(optionsFile)).mtimeMs;
  const kept = JSON.parse(await readFile(optionsFile, 'utf8')) as KeptOptions;
  // Kept by an earlier version of this module, which did not keep its build's facts.
  if (!kept.build?.artefacts) throw new Error(`${dir} holds no build facts`);
  const app = appOf(dir, kept.entry);
  app.setInternals({
    pagesByKeys: new Map(kept.styles.map(([key, styles]) => [key, { styles }])),
    entrySpecifierToBundleMap: new Map(),
  });
  app.setOptions({
    settings: { scripts: kept.scripts },
    logger: { options: { destination: { write: () => true } } },
  });
  // `build.format: 'file'` (astro.config.mjs): a page is asked for by its file's name, an endpoint
  // by its own.
  const fileOf = ({ pathname, route }: PathWithRoute) =>
    route.type === 'endpoint' ? pathname.replace(/^\//, '') : pageFile(pathname);
  return {
    build: kept.build,
    replaced: () =>
      stat(optionsFile).then(
        (now) => now.mtimeMs !== keptAt,
        () => true,
      ),
    paths: () => {
      // A process that renders several edits lists each one's paths from its own catalogue.
      app.routeCache.clearAll();
      return new StaticPaths(app).getAll();
    },
    fileOf,
    async render(path) {
      const request = new Request(new URL(fileOf(path), kept.origin));
      const response = await app.render(request, { routeData: path.route });
      return responseBytes(response);
    },
  };
}
